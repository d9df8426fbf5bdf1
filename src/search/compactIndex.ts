/**
 * A compact form of MiniSearch's serialized index, for the index file the browser downloads.
 *
 * MiniSearch's own `toJSON()` spells every posting as `"docId": frequency` inside nested objects, which is about half
 * of what gzip has to squeeze. Here the same data travels as a few flat lists of small numbers: per term a bit mask
 * of the fields it occurs in, per field the number of documents, then the documents as gaps from the previous one and
 * their frequencies. Each list is one base64 VLQ string (the number encoding of source maps), most numbers a single
 * character: the Ukrainian index file is 119.4 KB of gzip instead of 124.4 KB with JSON arrays of numbers.
 * `expandMiniSearch` rebuilds exactly what `toJSON()` gave; `loadCompactMiniSearch` loads it into MiniSearch directly.
 */
import MiniSearch, {type AsPlainObject, type Options} from 'minisearch';
import {decode, encode} from 'vlq';

export interface CompactMiniSearch {
  documentCount: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** Each document's length in every field, document after document (VLQ). */
  fieldLengths: string;
  terms: string[];
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

export function compactMiniSearch(miniSearch: AsPlainObject): CompactMiniSearch {
  if (miniSearch.serializationVersion !== serializationVersion) {
    throw new Error(`compactMiniSearch reads MiniSearch serialization version ${serializationVersion} only`);
  }
  assertDenseIds(miniSearch);
  const fieldCount = Object.keys(miniSearch.fieldIds).length;
  const compact = {
    fieldLengths: [] as number[],
    terms: [] as string[],
    termShapes: [] as number[],
    documentGaps: [] as number[],
    frequencies: [] as number[],
  };
  for (let shortId = 0; shortId < miniSearch.documentCount; shortId++) {
    const lengths = miniSearch.fieldLength[shortId];
    for (let fieldId = 0; fieldId < fieldCount; fieldId++) {
      compact.fieldLengths.push(lengths[fieldId] ?? 0);
    }
  }
  for (const [term, postingsByField] of miniSearch.index) {
    const fieldIds = Object.keys(postingsByField)
      .map(Number)
      .sort((a, b) => a - b);
    compact.terms.push(term);
    compact.termShapes.push(fieldIds.reduce((mask, fieldId) => mask | (1 << fieldId), 0));
    for (const fieldId of fieldIds) {
      const postings = Object.entries(postingsByField[fieldId])
        .map(([shortId, frequency]) => [Number(shortId), frequency] as const)
        .sort((a, b) => a[0] - b[0]);
      compact.termShapes.push(postings.length);
      let previous = -1;
      for (const [shortId, frequency] of postings) {
        compact.documentGaps.push(shortId - previous - 1);
        compact.frequencies.push(frequency - 1);
        previous = shortId;
      }
    }
  }
  return {
    documentCount: miniSearch.documentCount,
    fieldIds: miniSearch.fieldIds,
    averageFieldLength: miniSearch.averageFieldLength,
    fieldLengths: encode(compact.fieldLengths),
    terms: compact.terms,
    termShapes: encode(compact.termShapes),
    documentGaps: encode(compact.documentGaps),
    frequencies: encode(compact.frequencies),
  };
}

type DecodedMiniSearch = Omit<CompactMiniSearch, 'fieldLengths' | 'termShapes' | 'documentGaps' | 'frequencies'> & {
  fieldLengths: number[];
  termShapes: number[];
  documentGaps: number[];
  frequencies: number[];
};

function decodeLists(compactIndex: CompactMiniSearch): DecodedMiniSearch {
  return {
    ...compactIndex,
    fieldLengths: decode(compactIndex.fieldLengths),
    termShapes: decode(compactIndex.termShapes),
    documentGaps: decode(compactIndex.documentGaps),
    frequencies: decode(compactIndex.frequencies),
  };
}

/** Everything of the serialized index but its postings. */
function serializedWithoutPostings(compact: DecodedMiniSearch): AsPlainObject {
  const fieldCount = Object.keys(compact.fieldIds).length;
  const documentIds: AsPlainObject['documentIds'] = {};
  const fieldLength: AsPlainObject['fieldLength'] = {};
  for (let shortId = 0; shortId < compact.documentCount; shortId++) {
    documentIds[shortId] = shortId;
    fieldLength[shortId] = compact.fieldLengths.slice(shortId * fieldCount, (shortId + 1) * fieldCount);
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

/** Per term, per field it occurs in, each document with the term's frequency there. */
function* postingsByTerm(compact: DecodedMiniSearch): Generator<[string, Map<number, Map<number, number>>]> {
  const fieldCount = Object.keys(compact.fieldIds).length;
  let shape = 0;
  let posting = 0;
  for (const term of compact.terms) {
    const mask = compact.termShapes[shape++];
    const byField = new Map<number, Map<number, number>>();
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
    yield [term, byField];
  }
}

/**
 * Rebuilds exactly what MiniSearch's `toJSON()` gave. The site loads the index with `loadCompactMiniSearch`; this is the
 * reference it is tested against (tests/unit/search/compactIndex.test.ts), in MiniSearch's own serialized form.
 */
export function expandMiniSearch(compactIndex: CompactMiniSearch): AsPlainObject {
  const compact = decodeLists(compactIndex);
  const serialized = serializedWithoutPostings(compact);
  for (const [term, byField] of postingsByTerm(compact)) {
    serialized.index.push([
      term,
      Object.fromEntries([...byField].map(([fieldId, frequencies]) => [fieldId, Object.fromEntries(frequencies)])),
    ]);
  }
  return serialized;
}

/** The one part of MiniSearch 7's state that `loadCompactMiniSearch` fills itself: term → field → document → frequency. */
type MiniSearchTermIndex = {_index: {set(term: string, byField: Map<number, Map<number, number>>): void}};

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
  const termIndex = (miniSearch as unknown as MiniSearchTermIndex)._index;
  for (const [term, byField] of postingsByTerm(compact)) {
    termIndex.set(term, byField);
  }
  return miniSearch;
}
