import {describe, expect, it} from 'vitest';
import {assignSplits, type SplittableQuery} from '../../search/querySplit';

const queriesOf = (locale: string, kind: string, count: number, split?: SplittableQuery['split']) =>
  Array.from({length: count}, (): SplittableQuery => ({locale, kind, ...(split ? {split} : {})}));

const countSplits = (queries: SplittableQuery[]) => ({
  tune: queries.filter((query) => query.split === 'tune').length,
  heldout: queries.filter((query) => query.split === 'heldout').length,
});

describe('assignSplits', () => {
  it('halves every stratum of new queries', () => {
    const split = assignSplits([...queriesOf('uk', 'term', 10), ...queriesOf('en', 'code', 7)], 19);
    expect(countSplits(split.filter((q) => q.locale === 'uk'))).toEqual({tune: 5, heldout: 5});
    const en = countSplits(split.filter((q) => q.locale === 'en'));
    expect(Math.abs(en.tune - en.heldout)).toBe(1);
  });

  it('keeps the half of queries that have one, and fills the other half with the new ones first', () => {
    const queries = [...queriesOf('uk', 'typo', 4, 'tune'), ...queriesOf('uk', 'typo', 6)];
    const split = assignSplits(queries, 19);
    expect(split.slice(0, 4).every((query) => query.split === 'tune')).toBe(true);
    expect(countSplits(split)).toEqual({tune: 5, heldout: 5});
  });

  it('splits the same queries the same way for the same seed', () => {
    const queries = queriesOf('uk', 'question', 12).map((query, index) => ({...query, id: index}));
    expect(assignSplits(queries, 19)).toEqual(assignSplits(queries, 19));
  });
});
