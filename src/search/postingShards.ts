/**
 * The word index of a sharded index file (see indexFormat.ts): MiniSearch holds the whole vocabulary from the start,
 * and each term's postings arrive with its shard. A search is first run to learn which unloaded shards it looks into;
 * once those are in, running it again gives exactly what the whole index would.
 */
import type MiniSearch from 'minisearch';
import {
  fieldCountOf,
  loadPostingShard,
  loadShardedMiniSearch,
  type CompactMiniSearch,
  type CompactPostings,
} from './compactIndex';
import type {PostingShardTable} from './indexFormat';
import {miniSearchOptions, type SectionDocument} from './sectionDocuments';

/** Reads one shard's postings (over the network, or from disk in Node). */
export type PostingShardLoader = (shard: number) => Promise<CompactPostings>;

export class PostingShards {
  readonly miniSearch: MiniSearch<SectionDocument>;
  /** The vocabulary's terms, in order, and its number of fields: what reading a shard's postings needs. */
  private readonly vocabulary: {terms: string[]; fieldCount: number};
  private readonly loads = new Map<number, Promise<void>>();
  /** The unloaded shards the searches inside `track` looked into; null outside it. */
  private missed: Set<number> | null = null;

  constructor(
    vocabulary: CompactMiniSearch,
    private readonly table: PostingShardTable,
    private readonly loadShard: PostingShardLoader,
  ) {
    const {miniSearch, terms} = loadShardedMiniSearch(vocabulary, table.starts, miniSearchOptions, (shard) =>
      this.missed?.add(shard),
    );
    this.miniSearch = miniSearch;
    this.vocabulary = {terms, fieldCount: fieldCountOf(vocabulary)};
  }

  /** Runs the searches and says which unloaded shards they needed; calls may nest, the outer one learns all. */
  track<T>(run: () => T): {result: T; missed: Set<number>} {
    const outer = this.missed;
    const missed = new Set<number>();
    this.missed = missed;
    try {
      return {result: run(), missed};
    } finally {
      this.missed = outer;
      missed.forEach((shard) => outer?.add(shard));
    }
  }

  /** Loads the shards the searches need, until running them needs no more; a failed shard is fetched again next time. */
  async loadFor(run: () => unknown): Promise<void> {
    // Each round loads at least one shard for good, so the shard count bounds the rounds.
    for (let round = 0; round <= this.table.starts.length; round++) {
      const {missed} = this.track(run);
      if (missed.size === 0) return;
      await Promise.all([...missed].map((shard) => this.load(shard)));
    }
    throw new Error('The postings shards a search needs did not load');
  }

  /** Loads every shard, for a reader that searches a whole index at once (the benchmarks and tests, in Node). */
  async loadAll(): Promise<void> {
    await Promise.all(this.table.starts.map((_, shard) => this.load(shard)));
  }

  /** Whether the searches of the current `track` have looked into an unloaded shard so far: their results are partial. */
  get missedSoFar(): boolean {
    return (this.missed?.size ?? 0) > 0;
  }

  private load(shard: number): Promise<void> {
    let load = this.loads.get(shard);
    if (load === undefined) {
      load = this.loadShard(shard).then((postings) =>
        loadPostingShard(this.miniSearch, this.vocabulary, this.table.starts, shard, postings),
      );
      this.loads.set(shard, load);
      load.catch(() => this.loads.delete(shard));
    }
    return load;
  }
}
