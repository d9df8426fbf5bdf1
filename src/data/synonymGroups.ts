/** The shapes of the synonym table (./search-synonyms.ts), which are Algolia's. */
export type SynonymGroup =
  /** Every phrase finds the others. */
  | {type: 'synonym'; synonyms: string[]}
  /** The input finds the synonyms, not the other way round: for forms that pages do not use. */
  | {type: 'oneWaySynonym'; input: string; synonyms: string[]};

/** One-way groups from each of the words readers use for a thing to the site's words for it. */
export function oneWay(names: [theirs: string[], ours: string[]][]): SynonymGroup[] {
  return names.flatMap(([theirs, ours]) =>
    theirs.map((input): SynonymGroup => ({type: 'oneWaySynonym', input, synonyms: ours})),
  );
}
