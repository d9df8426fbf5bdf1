import {describe, expect, it} from 'vitest';
import {contentSecurityPolicy} from '../../deploy/csp';
import {brand} from '../../src/brand';

const connectSrc = (policy: string) =>
  policy
    .split('; ')
    .find((directive) => directive.startsWith('connect-src '))
    ?.split(' ')
    .slice(1);

describe('connect-src of the site policy', () => {
  it('names the API console’s origin and nothing else besides the site', () => {
    expect(connectSrc(contentSecurityPolicy([], brand.hosts.apiSandbox, undefined))).toEqual([
      "'self'",
      'https://sandbox.kalyna.example',
    ]);
    expect(connectSrc(contentSecurityPolicy([], 'https://staging.kalyna.example/v1/', undefined))).toEqual([
      "'self'",
      'https://staging.kalyna.example',
    ]);
  });

  it('refuses to let the console call the live API', () => {
    expect(() => contentSecurityPolicy([], brand.hosts.apiLive, undefined)).toThrow(/live API/);
  });
});
