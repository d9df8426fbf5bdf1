import {describe, expect, it} from 'vitest';
import {reportingReachability} from '../../../src/search/hostedSearchClient';
import {searchIndexState, setSearchIndexState} from '../../../src/search/indexState';

class RetryError extends Error {
  override name = 'RetryError';
}

/** A client whose searches answer or fail as told, one per call. */
function fakeClient(...outcomes: ('answers' | Error)[]) {
  return {
    search: () => {
      const outcome = outcomes.shift();
      return outcome instanceof Error ? Promise.reject(outcome) : Promise.resolve({results: []});
    },
  };
}

describe('the hosted search client', () => {
  it("tells the modal that Algolia is unreachable, and passes the error on to DocSearch's handling", async () => {
    setSearchIndexState('idle');
    const client = reportingReachability(fakeClient(new RetryError('Unreachable hosts'), 'answers'));
    await expect(client.search()).rejects.toThrow('Unreachable hosts');
    expect(searchIndexState()).toBe('unavailable');
    await expect(client.search()).resolves.toEqual({results: []});
    expect(searchIndexState()).toBe('loaded');
  });

  it('leaves the state alone for an error that is not about reaching Algolia', async () => {
    setSearchIndexState('idle');
    const client = reportingReachability(fakeClient(new TypeError('bad request')));
    await expect(client.search()).rejects.toThrow('bad request');
    expect(searchIndexState()).toBe('idle');
  });
});
