import {describe, expect, it} from 'vitest';
import {parseQuery} from '../../../src/search/parseQuery';

const typed = (query: string) => parseQuery(query).map(({word, isBeingTyped}) => [word, isBeingTyped]);

describe('a stop word at the end of a query', () => {
  it('is looked up as the beginning of a word while it is being typed, and the word before it is complete', () => {
    // "am" on the way to "amount": the reader has finished "refund".
    expect(typed('refund am')).toEqual([
      ['refund', false],
      ['am', true],
    ]);
  });

  it('is dropped once a space follows it, as are single letters being typed after other words', () => {
    expect(typed('refund am ')).toEqual([['refund', false]]);
    expect(typed('refund a')).toEqual([['refund', false]]);
  });
});
