/**
 * The tuning / held-out split of the quality queries. The split is made once and stored with each query, so a query
 * never moves: ranking changes are judged on the tuning half, and the held-out half says whether they generalise.
 * New queries get a half here, stratified by locale and kind, with a fixed seed so the same file always splits alike.
 */
export type QuerySplit = 'tune' | 'heldout';

export interface SplittableQuery {
  locale: string;
  kind: string;
  split?: QuerySplit;
}

export const stratumOf = (query: SplittableQuery): string => `${query.locale} ${query.kind}`;

/** A small seeded generator (mulberry32): Math.random cannot be seeded, and the split must be reproducible. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: T[], random: () => number): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j], result[i]];
  }
  return result;
}

/**
 * Gives every query without a split one. Within each stratum the halves end up as even as the queries already placed
 * allow: queries written before the split were tuned on, so they stay in the tuning half and the new ones of their
 * stratum fill the held-out half first.
 */
export function assignSplits<Q extends SplittableQuery>(queries: Q[], seed: number): (Q & {split: QuerySplit})[] {
  const random = seededRandom(seed);
  const assigned = new Map<Q, QuerySplit>();
  const strata = [...new Set(queries.map(stratumOf))].sort();
  for (const stratum of strata) {
    const members = queries.filter((query) => stratumOf(query) === stratum);
    let tune = members.filter((query) => query.split === 'tune').length;
    let heldout = members.filter((query) => query.split === 'heldout').length;
    for (const query of shuffled(
      members.filter((member) => member.split === undefined),
      random,
    )) {
      const split: QuerySplit =
        tune === heldout ? (random() < 0.5 ? 'tune' : 'heldout') : tune < heldout ? 'tune' : 'heldout';
      assigned.set(query, split);
      if (split === 'tune') {
        tune++;
      } else {
        heldout++;
      }
    }
  }
  return queries.map((query) => ({...query, split: query.split ?? assigned.get(query)!}));
}
