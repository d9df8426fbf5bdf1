import {describe, expect, it} from 'vitest';
import type {SearchEngine} from '../../../src/search/searchEngine';
import {warmUpSearchEngine} from '../../../src/search/warmUpSearchEngine';

/** An engine with two page titles that records the queries it is asked. */
function recordingEngine(): {engine: SearchEngine; queries: string[]} {
  const queries: string[] = [];
  const engine = {
    pages: [{lvl1: 'Refunds via API'}, {lvl1: 'Payouts'}],
    search: (query: string) => queries.push(query),
  } as unknown as SearchEngine;
  return {engine, queries};
}

describe('the warm-up of an engine loaded ahead of need', () => {
  it('types the first word of each title a letter at a time', async () => {
    const {engine, queries} = recordingEngine();
    await warmUpSearchEngine(engine, () => false);
    expect(queries).toEqual(
      ['R', 'Re', 'Ref', 'Refu', 'Refun', 'Refund', 'Refunds', 'P', 'Pa', 'Pay', 'Payo'].concat([
        'Payou',
        'Payout',
        'Payouts',
      ]),
    );
  });

  it('stops once a reader has asked: their own queries compile the code from then on', async () => {
    const {engine, queries} = recordingEngine();
    await warmUpSearchEngine(engine, () => queries.length >= 3);
    expect(queries).toEqual(['R', 'Re', 'Ref']);
  });
});
