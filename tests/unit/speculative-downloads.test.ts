import {afterEach, describe, expect, it, vi} from 'vitest';
import {speculativeDownloadAllowed} from '../../src/prefetch/connection';

function reportConnection(connection?: {effectiveType?: string; saveData?: boolean}) {
  vi.stubGlobal('navigator', connection === undefined ? {} : {connection});
}

afterEach(() => vi.unstubAllGlobals());

describe('speculative downloads', () => {
  it.each([{effectiveType: '4g', saveData: false}, {effectiveType: '3g', saveData: false}, undefined])(
    'are allowed with %o',
    (connection) => {
      reportConnection(connection);
      expect(speculativeDownloadAllowed()).toBe(true);
    },
  );

  it.each([
    {effectiveType: '2g', saveData: false},
    {effectiveType: 'slow-2g', saveData: false},
    {effectiveType: '4g', saveData: true},
  ])('are refused with %o', (connection) => {
    reportConnection(connection);
    expect(speculativeDownloadAllowed()).toBe(false);
  });
});
