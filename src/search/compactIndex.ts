/**
 * A compact form of MiniSearch's serialized index, for the index file the browser downloads.
 *
 * MiniSearch's own `toJSON()` spells every posting as `"docId": frequency` inside nested objects, which is about half
 * of what gzip has to squeeze. Here the same data travels as a few flat lists of small numbers: per term a bit mask
 * of the fields it occurs in, per field the number of documents, then the documents as gaps from the previous one and
 * their frequencies. Each list is one base64 VLQ string (the number encoding of source maps), most numbers a single
 * character: the Ukrainian index file is 119.4 KB of gzip instead of 124.4 KB with JSON arrays of numbers. The terms,
 * in the order of a walk of the term tree, mostly begin as the one before them does, so each travels as the number of
 * letters it shares with that one and the rest: 5.2 KB less gzip for the Ukrainian index file than a JSON array of the
 * terms, which gzip alone squeezes less because its matches cost more than the few letters a term repeats.
 * `expandMiniSearch` rebuilds exactly what `toJSON()` gave; `loadCompactMiniSearch` loads it into MiniSearch directly.
 */
import MiniSearch, {type AsPlainObject, type Options} from 'minisearch';
import {encode} from 'vlq';
import {decodeVlqNumbers} from './vlqNumbers';

export interface CompactMiniSearch {
  documentCount: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** Each document's length in every field, document after document (VLQ). */
  fieldLengths: string;
  /**
   * Per term, how many of its first letters are those of the term before it (VLQ). The terms are in the order of a walk
   * of MiniSearch's term tree, as `toJSON()` lists them: the loader relies on it.
   */
  termPrefixLengths: string;
  /** Per term, its letters after those it shares with the term before it; the terms apart by a line break. */
  termSuffixes: string;
  /** Per term: the bit mask of its fields, then the number of documents for each field in the mask, in field order (VLQ). */
  termShapes: string;
  /** Per posting, in term and field order: the gap to the previous document id of the same list, minus one (VLQ). */
  documentGaps: string;
  /** Per posting: the term's frequency in that field of the document, minus one, most are 0 (VLQ). */
  frequencies: string;
}

const serializationVersion = 2;

/**
 * The compact form keeps no document ids: they must be 0…n−1 in the order the documents were added, and nothing may
 * have been removed since (the index builder only adds).
 */
function assertDenseIds(miniSearch: AsPlainObject): void {
  const ids = Object.entries(miniSearch.documentIds);
  const dense = ids.every(([shortId, id]) => Number(shortId) === id) && ids.length === miniSearch.documentCount;
  if (!dense || (miniSearch.dirtCount ?? 0) !== 0 || miniSearch.nextId !== miniSearch.documentCount) {
    throw new Error('compactMiniSearch needs documents with ids 0…n−1 added in order and none removed');
  }
  if (Object.keys(miniSearch.storedFields).length > 0) {
    throw new Error('compactMiniSearch does not keep stored fields');
  }
}

/** A term's postings: per field id it occurs in, each document id with the term's frequency there. */
type TermPostings = Map<number, Map<number, number>>;

/** What separates the terms in `termSuffixes`: a term is a word or an identifier, on one line. */
const termSeparator = '\n';

/** How many first letters two terms have in common. */
function sharedPrefixLength(a: string, b: string): number {
  let shared = 0;
  while (shared < a.length && shared < b.length && a[shared] === b[shared]) shared++;
  return shared;
}

/** The terms as `CompactMiniSearch` keeps them: each as the letters it shares with the one before it and the rest. */
function frontCodedTerms(terms: string[]): Pick<CompactMiniSearch, 'termPrefixLengths' | 'termSuffixes'> {
  const prefixLengths: number[] = [];
  const suffixes: string[] = [];
  let previous = '';
  for (const term of terms) {
    if (term.includes(termSeparator)) {
      throw new Error(`A search index term holds a line break: ${JSON.stringify(term)}`);
    }
    const shared = sharedPrefixLength(term, previous);
    prefixLengths.push(shared);
    suffixes.push(term.slice(shared));
    previous = term;
  }
  return {termPrefixLengths: encode(prefixLengths), termSuffixes: suffixes.join(termSeparator)};
}

/** The terms of a `CompactMiniSearch`, in its order. */
export function termsOf({
  termPrefixLengths,
  termSuffixes,
}: Pick<CompactMiniSearch, 'termPrefixLengths' | 'termSuffixes'>): string[] {
  const prefixLengths = decodeVlqNumbers(termPrefixLengths);
  if (prefixLengths.length === 0) return [];
  const suffixes = termSuffixes.split(termSeparator);
  let previous = '';
  return suffixes.map((suffix, position) => {
    previous = previous.slice(0, prefixLengths[position]) + suffix;
    return previous;
  });
}

/** The postings of a run of terms, as the compact lists hold them. */
export type CompactPostings = Pick<CompactMiniSearch, 'termShapes' | 'documentGaps' | 'frequencies'>;

function encodePostings(entries: Iterable<[string, TermPostings]>): {terms: string[]; postings: CompactPostings} {
  const terms: string[] = [];
  const termShapes: number[] = [];
  const documentGaps: number[] = [];
  const frequencies: number[] = [];
  for (const [term, byField] of entries) {
    const fieldIds = [...byField.keys()].sort((a, b) => a - b);
    terms.push(term);
    termShapes.push(fieldIds.reduce((mask, fieldId) => mask | (1 << fieldId), 0));
    for (const fieldId of fieldIds) {
      const postings = [...byField.get(fieldId)!].sort((a, b) => a[0] - b[0]);
      termShapes.push(postings.length);
      let previous = -1;
      for (const [shortId, frequency] of postings) {
        documentGaps.push(shortId - previous - 1);
        frequencies.push(frequency - 1);
        previous = shortId;
      }
    }
  }
  return {
    terms,
    postings: {termShapes: encode(termShapes), documentGaps: encode(documentGaps), frequencies: encode(frequencies)},
  };
}

export function compactMiniSearch(miniSearch: AsPlainObject): CompactMiniSearch {
  if (miniSearch.serializationVersion !== serializationVersion) {
    throw new Error(`compactMiniSearch reads MiniSearch serialization version ${serializationVersion} only`);
  }
  assertDenseIds(miniSearch);
  const fieldCount = Object.keys(miniSearch.fieldIds).length;
  const fieldLengths: number[] = [];
  for (let shortId = 0; shortId < miniSearch.documentCount; shortId++) {
    const lengths = miniSearch.fieldLength[shortId];
    for (let fieldId = 0; fieldId < fieldCount; fieldId++) {
      fieldLengths.push(lengths[fieldId] ?? 0);
    }
  }
  const entries = miniSearch.index.map(([term, postingsByField]): [string, TermPostings] => [
    term,
    new Map(
      Object.entries(postingsByField).map(([fieldId, postings]) => [
        Number(fieldId),
        new Map(Object.entries(postings).map(([shortId, frequency]) => [Number(shortId), frequency])),
      ]),
    ),
  ]);
  const {terms, postings} = encodePostings(entries);
  return {
    documentCount: miniSearch.documentCount,
    fieldIds: miniSearch.fieldIds,
    averageFieldLength: miniSearch.averageFieldLength,
    fieldLengths: encode(fieldLengths),
    ...frontCodedTerms(terms),
    ...postings,
  };
}

type DecodedMiniSearch = Omit<
  CompactMiniSearch,
  'fieldLengths' | 'termPrefixLengths' | 'termSuffixes' | 'termShapes' | 'documentGaps' | 'frequencies'
> & {
  fieldLengths: Int32Array;
  terms: string[];
  termShapes: Int32Array;
  documentGaps: Int32Array;
  frequencies: Int32Array;
};

function decodeLists({termPrefixLengths, termSuffixes, ...compactIndex}: CompactMiniSearch): DecodedMiniSearch {
  return {
    ...compactIndex,
    terms: termsOf({termPrefixLengths, termSuffixes}),
    fieldLengths: decodeVlqNumbers(compactIndex.fieldLengths),
    termShapes: decodeVlqNumbers(compactIndex.termShapes),
    documentGaps: decodeVlqNumbers(compactIndex.documentGaps),
    frequencies: decodeVlqNumbers(compactIndex.frequencies),
  };
}

export function fieldCountOf(compact: Pick<CompactMiniSearch, 'fieldIds'>): number {
  return Object.keys(compact.fieldIds).length;
}

/** Everything of the serialized index but its postings. */
function serializedWithoutPostings(compact: Omit<DecodedMiniSearch, 'terms'>): AsPlainObject {
  const fieldCount = Object.keys(compact.fieldIds).length;
  const documentIds: AsPlainObject['documentIds'] = {};
  const fieldLength: AsPlainObject['fieldLength'] = {};
  for (let shortId = 0; shortId < compact.documentCount; shortId++) {
    documentIds[shortId] = shortId;
    fieldLength[shortId] = Array.from(compact.fieldLengths.subarray(shortId * fieldCount, (shortId + 1) * fieldCount));
  }
  return {
    documentCount: compact.documentCount,
    nextId: compact.documentCount,
    documentIds,
    fieldIds: compact.fieldIds,
    fieldLength,
    averageFieldLength: compact.averageFieldLength,
    storedFields: {},
    dirtCount: 0,
    index: [],
    serializationVersion,
  };
}

type DecodedPostings = Pick<DecodedMiniSearch, 'termShapes' | 'documentGaps' | 'frequencies'>;

/** Where a term's postings start in the compact lists: its entry in `termShapes`, its first posting. */
interface PostingsStart {
  shape: number;
  posting: number;
}

/** Decodes into `byField` the postings of the term that starts at `start`. */
function decodeTermPostings(
  compact: DecodedPostings,
  fieldCount: number,
  {shape, posting}: PostingsStart,
  byField: Map<number, Map<number, number>>,
): void {
  const mask = compact.termShapes[shape++];
  for (let fieldId = 0; fieldId < fieldCount; fieldId++) {
    if ((mask & (1 << fieldId)) === 0) {
      continue;
    }
    const frequencies = new Map<number, number>();
    let shortId = -1;
    for (let count = compact.termShapes[shape++]; count > 0; count--, posting++) {
      shortId += compact.documentGaps[posting] + 1;
      frequencies.set(shortId, compact.frequencies[posting] + 1);
    }
    byField.set(fieldId, frequencies);
  }
}

/** Where the term after the one starting at `start` starts, without decoding its postings. */
function nextPostingsStart(
  compact: DecodedPostings,
  fieldCount: number,
  {shape, posting}: PostingsStart,
): PostingsStart {
  const mask = compact.termShapes[shape++];
  for (let fieldId = 0; fieldId < fieldCount; fieldId++) {
    if ((mask & (1 << fieldId)) !== 0) posting += compact.termShapes[shape++];
  }
  return {shape, posting};
}

/**
 * A term's postings, decoded from the compact lists the first time MiniSearch reads them. A search reads the postings
 * of a few dozen terms, and decoding all of the Ukrainian index's terms up front, a Map per term and field, took about
 * 40 ms of the first search's wait in Chromium, half of it collecting the garbage those Maps left. MiniSearch reads a
 * term's postings only with `get` when it searches; the other reads decode them too, so the Map behaves as any other.
 */
class CompactTermPostings extends Map<number, Map<number, number>> {
  private source: {compact: DecodedPostings; fieldCount: number; start: PostingsStart} | null;

  constructor(compact: DecodedPostings, fieldCount: number, start: PostingsStart) {
    super();
    this.source = {compact, fieldCount, start};
  }

  private decode(): void {
    if (this.source !== null) {
      const {compact, fieldCount, start} = this.source;
      this.source = null;
      decodeTermPostings(compact, fieldCount, start, this);
    }
  }

  override get(fieldId: number): Map<number, number> | undefined {
    this.decode();
    return super.get(fieldId);
  }

  override has(fieldId: number): boolean {
    this.decode();
    return super.has(fieldId);
  }

  override get size(): number {
    this.decode();
    return super.size;
  }

  override entries(): MapIterator<[number, Map<number, number>]> {
    this.decode();
    return super.entries();
  }

  override keys(): MapIterator<number> {
    this.decode();
    return super.keys();
  }

  override values(): MapIterator<Map<number, number>> {
    this.decode();
    return super.values();
  }

  override forEach(
    callback: (value: Map<number, number>, key: number, map: Map<number, Map<number, number>>) => void,
    thisArg?: unknown,
  ): void {
    this.decode();
    super.forEach(callback, thisArg);
  }

  override [Symbol.iterator](): MapIterator<[number, Map<number, number>]> {
    return this.entries();
  }
}

/** Per term, per field it occurs in, each document with the term's frequency there, decoded when first read. */
function* postingsByTerm(
  terms: string[],
  compact: DecodedPostings,
  fieldCount: number,
): Generator<[string, TermPostings]> {
  let start: PostingsStart = {shape: 0, posting: 0};
  for (const term of terms) {
    yield [term, new CompactTermPostings(compact, fieldCount, start)];
    start = nextPostingsStart(compact, fieldCount, start);
  }
}

/**
 * Rebuilds exactly what MiniSearch's `toJSON()` gave. The site loads the index with `loadCompactMiniSearch`; this is the
 * reference it is tested against (tests/unit/search/compactIndex.test.ts), in MiniSearch's own serialized form.
 */
export function expandMiniSearch(compactIndex: CompactMiniSearch): AsPlainObject {
  const compact = decodeLists(compactIndex);
  const serialized = serializedWithoutPostings(compact);
  for (const [term, byField] of postingsByTerm(compact.terms, compact, fieldCountOf(compact))) {
    serialized.index.push([
      term,
      Object.fromEntries([...byField].map(([fieldId, frequencies]) => [fieldId, Object.fromEntries(frequencies)])),
    ]);
  }
  return serialized;
}

/**
 * The one part of MiniSearch 7's state that this file fills itself: term → field → document → frequency, a radix tree
 * whose nodes are Maps from the next part of a term to the node below it, and from '' to the value of the term that
 * ends there.
 */
type TermTree = Map<string, TermTree | TermPostings>;
type MiniSearchTermIndex = {_index: {set(term: string, byField: TermPostings): void; _tree: TermTree}};

function termIndexOf<T>(miniSearch: MiniSearch<T>): MiniSearchTermIndex['_index'] {
  return (miniSearch as unknown as MiniSearchTermIndex)._index;
}

const endOfTerm = '';

/**
 * Builds in one pass the tree that setting each term in turn would give, for terms in the order of a walk of such a
 * tree, as `toJSON()` lists them and `CompactMiniSearch` keeps them: the terms below any node come one after
 * another, so a new term branches off the path to the term before it. Setting each term searches every node's
 * children from the root, which took 22 ms of loading the Ukrainian index in Node; this takes a few. Children keep
 * the order in which setting the terms puts them, so a walk of the tree, and every search, sees the terms in the same
 * order. Terms in any other order would make a wrong tree: the index builder writes them in this one.
 */
function termTreeOf(entries: Iterable<[string, TermPostings]>): TermTree {
  const root: TermTree = new Map();
  /** The path to the previous term: each node with the length of the prefix it stands for and its edge from above. */
  const path: {node: TermTree; depth: number; edge: string}[] = [{node: root, depth: 0, edge: ''}];
  let previous = '';
  for (const [term, byField] of entries) {
    const shared = sharedPrefixLength(term, previous);
    let below: {node: TermTree; depth: number; edge: string} | undefined;
    while (path[path.length - 1].depth > shared) below = path.pop();
    let {node, depth} = path[path.length - 1];
    if (depth < shared && below !== undefined) {
      // Part of the edge to the previous term's branch becomes a node of its own, last among its parent's children
      // as the edge was, since the terms below that parent that came earlier are all on branches before it.
      const cut = shared - depth;
      const split: TermTree = new Map([[below.edge.slice(cut), below.node]]);
      node.delete(below.edge);
      node.set(below.edge.slice(0, cut), split);
      path.push({node: split, depth: shared, edge: below.edge.slice(0, cut)});
      node = split;
      depth = shared;
    }
    if (term.length > depth) {
      const child: TermTree = new Map();
      const edge = term.slice(depth);
      node.set(edge, child);
      path.push({node: child, depth: term.length, edge});
      node = child;
    }
    node.set(endOfTerm, byField);
    previous = term;
  }
  return root;
}

/**
 * Loads the compact index straight into MiniSearch. Going through `expandMiniSearch` and `MiniSearch.loadJS` builds an
 * object per posting list only for MiniSearch to turn it back into a Map: 330 ms of the 440 ms it took to load the
 * Ukrainian index in Node, against about 100 ms here. MiniSearch is loaded with an empty index and the term index is
 * filled in the Map shape `loadJS` gives it; tests/unit/search/compactIndex.test.ts fails if a MiniSearch upgrade
 * changes that shape.
 */
export function loadCompactMiniSearch<T>(compactIndex: CompactMiniSearch, options: Options<T>): MiniSearch<T> {
  const compact = decodeLists(compactIndex);
  const miniSearch = MiniSearch.loadJS<T>(serializedWithoutPostings(compact), options);
  termIndexOf(miniSearch)._tree = termTreeOf(postingsByTerm(compact.terms, compact, fieldCountOf(compact)));
  return miniSearch;
}

/** The index split for a sharded index file: the vocabulary without postings, and the postings in runs of terms. */
export interface ShardedMiniSearch {
  /** Everything but the postings, whose lists are empty; the terms in the order of the index file in one piece. */
  vocabulary: CompactMiniSearch;
  /** The position in the vocabulary's terms of each shard's first term. */
  starts: number[];
  shards: CompactPostings[];
}

/**
 * Splits the postings into `shardCount` runs of terms with about the same number of postings each. The terms keep
 * their order, MiniSearch's walk of its term tree, which keeps the words of a common prefix together (so a query
 * being typed mostly needs one shard per word) and makes the loaded tree the same as the one-piece index's: prefix
 * and typo matches come in the same order, and scores add up to the same last bit.
 */
export function shardMiniSearch(compactIndex: CompactMiniSearch, shardCount: number): ShardedMiniSearch {
  const compact = decodeLists(compactIndex);
  const entries = [...postingsByTerm(compact.terms, compact, fieldCountOf(compact))];
  const postingCount = (byField: TermPostings) => [...byField.values()].reduce((sum, docs) => sum + docs.size, 0);
  const total = entries.reduce((sum, [, byField]) => sum + postingCount(byField), 0);
  const starts: number[] = [];
  const shards: CompactPostings[] = [];
  let start = 0;
  let counted = 0;
  for (let shard = 0; shard < shardCount && start < entries.length; shard++) {
    let end = start;
    const target = (total * (shard + 1)) / shardCount;
    while (end < entries.length && (end === start || counted < target || shard === shardCount - 1)) {
      counted += postingCount(entries[end][1]);
      end++;
    }
    starts.push(start);
    shards.push(encodePostings(entries.slice(start, end)).postings);
    start = end;
  }
  return {
    vocabulary: {
      ...compactIndex,
      ...frontCodedTerms(entries.map(([term]) => term)),
      ...encodePostings([]).postings,
    },
    starts,
    shards,
  };
}

/**
 * A term whose shard has not been loaded: MiniSearch finds it in its term tree like any other (so prefix and typo
 * matching see the whole vocabulary) and reads its postings through `get`, which reports the shard and finds nothing.
 */
class UnloadedPostings extends Map<number, Map<number, number>> {
  constructor(
    private readonly shard: number,
    private readonly onRead: (shard: number) => void,
  ) {
    super();
  }

  override get(): undefined {
    this.onRead(this.shard);
    return undefined;
  }
}

/**
 * Loads a sharded index's vocabulary into MiniSearch, each term standing for its shard's postings until
 * `loadPostingShard` puts them in; `onRead` learns which unloaded shards a search looked into.
 */
export function loadShardedMiniSearch<T>(
  vocabulary: CompactMiniSearch,
  starts: number[],
  options: Options<T>,
  onRead: (shard: number) => void,
): {miniSearch: MiniSearch<T>; terms: string[]} {
  const {terms, ...decoded} = decodeLists(vocabulary);
  const miniSearch = MiniSearch.loadJS<T>(serializedWithoutPostings(decoded), options);
  const placeholders = starts.map((_, shard) => new UnloadedPostings(shard, onRead));
  let shard = 0;
  termIndexOf(miniSearch)._tree = termTreeOf(
    terms.map((term, position): [string, TermPostings] => {
      while (shard + 1 < starts.length && position >= starts[shard + 1]) shard++;
      return [term, placeholders[shard]];
    }),
  );
  return {miniSearch, terms};
}

/**
 * Puts a shard's postings into a MiniSearch loaded by `loadShardedMiniSearch`, given the vocabulary's terms and field
 * count.
 */
export function loadPostingShard<T>(
  miniSearch: MiniSearch<T>,
  vocabulary: {terms: string[]; fieldCount: number},
  starts: number[],
  shard: number,
  postings: CompactPostings,
): void {
  const terms = vocabulary.terms.slice(starts[shard], starts[shard + 1] ?? vocabulary.terms.length);
  const decoded = {
    termShapes: decodeVlqNumbers(postings.termShapes),
    documentGaps: decodeVlqNumbers(postings.documentGaps),
    frequencies: decodeVlqNumbers(postings.frequencies),
  };
  const termIndex = termIndexOf(miniSearch);
  for (const [term, byField] of postingsByTerm(terms, decoded, vocabulary.fieldCount)) {
    termIndex.set(term, byField);
  }
}
