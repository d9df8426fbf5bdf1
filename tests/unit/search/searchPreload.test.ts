import {afterEach, describe, expect, it, vi} from 'vitest';
import {searchPreloadAllowed} from '../../../src/search/searchPreload';

function reportConnection(connection?: {effectiveType?: string; saveData?: boolean}) {
  vi.stubGlobal('navigator', connection === undefined ? {} : {connection});
}

afterEach(() => vi.unstubAllGlobals());

describe('search preload', () => {
  it('loads on intent and in idle time on a fast connection', () => {
    reportConnection({effectiveType: '4g', saveData: false});
    expect(searchPreloadAllowed('intent')).toBe(true);
    expect(searchPreloadAllowed('idle')).toBe(true);
  });

  it('loads only on intent on a 3g connection, or where the browser does not tell', () => {
    reportConnection({effectiveType: '3g', saveData: false});
    expect([searchPreloadAllowed('intent'), searchPreloadAllowed('idle')]).toEqual([true, false]);
    reportConnection();
    expect([searchPreloadAllowed('intent'), searchPreloadAllowed('idle')]).toEqual([true, false]);
  });

  it.each([
    {effectiveType: '2g', saveData: false},
    {effectiveType: 'slow-2g', saveData: false},
    {effectiveType: '4g', saveData: true},
  ])('loads nothing ahead with %o', (connection) => {
    reportConnection(connection);
    expect([searchPreloadAllowed('intent'), searchPreloadAllowed('idle')]).toEqual([false, false]);
  });
});
