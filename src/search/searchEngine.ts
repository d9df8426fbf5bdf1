/**
 * The embedded search engine: MiniSearch over page sections, ranked by page. It knows nothing of Algolia; the
 * response shape DocSearch expects is built on top of it (algoliaResponse.ts).
 *
 * Ranking, in Algolia's spirit: a section scores the sum of its words' best matches (BM25 with field boosts, exact
 * above synonym above prefix above typo) times the number of query words it matches to the power 1.5 (a word most
 * sections say counting for less, a synonym or a look-alike less than the word); a page scores its best section
 * and part of its second best, raised by how completely the query and its title cover each other, and once more when
 * the title is the query word for word, so the page titled «Повернення коштів» leads for that query. Before any score
 * comes one fact: the pages that define an identifier of the query lead the pages that only mention it, unless the
 * identifier is only a detail of a longer question.
 */
// Stems quoted in this file's comments, and the Ukrainian vowels. cspell:ignore платеж стат аеєиіїоуюя способ
import MiniSearch from 'minisearch';
import {loadCompactMiniSearch} from './compactIndex';
import {identifiersInQuery, withoutIdentifiers} from './identifiers';
import {retypedInOtherLayout} from './keyboardLayout';
import {transliterations} from './transliteration';
import type {IndexedPage, PageOutline, SearchIndexFile} from './indexFormat';
import {PageTextStore, type PageTextLoader} from './pageTextStore';
import {PostingShards, type PostingShardLoader} from './postingShards';
import {maxQueryLength, parseQuery, synonymWeight, type QueryWord} from './parseQuery';
import {QuerySynonyms} from './querySynonyms';
import {
  indexedFields,
  miniSearchOptions,
  sectionLocations,
  textFields,
  type SectionDocument,
  type SectionLocation,
} from './sectionDocuments';
import type {MatchedText} from './highlight';
import {isStopWord} from './stopWords';
import {synonymRulesOfStored} from './storedSynonyms';
import {
  containsDigit,
  normalizeWord,
  queryTermsOf,
  queryTokens,
  termOf,
  tokenize,
  tokenizeWithPositions,
  type TextToken,
} from './textAnalysis';

export interface SectionMatch {
  sectionIndex: number;
  score: number;
  /** The fields of the section the query matched, as bits of indexedFields (read them with `matchedField`). */
  fieldBits: number;
}

export interface PageMatch {
  pageIndex: number;
  score: number;
  /** Whether the page defines an identifier of the query; such pages come first. */
  definesIdentifier: boolean;
  /** The page's matching sections, best first: a section that defines an identifier of the query before the others. */
  sections: SectionMatch[];
}

export interface SearchResults {
  /** The query words that took part in the search. */
  words: string[];
  pages: PageMatch[];
  /** The index terms (stems) to highlight in the text. */
  matchedTerms: Set<string>;
}

// A title match says more about a page than a heading match, and a heading match more than a mention in the text. A
// keyword, a reader's phrase for the page's subject, says less than a name of the page; one in the other language
// least, so that it does not outweigh a sibling page's name in that language.
const fieldBoosts: Record<(typeof textFields)[number], number> = {
  title: 5,
  heading: 3,
  otherLanguageTitles: 3,
  keywords: 2,
  otherLanguageKeywords: 1,
  category: 1.5,
  content: 1,
};
const wordSearchOptions = {boost: fieldBoosts, fields: [...textFields]};
const titleCoverageBoost = 1;
/**
 * How much more a section that matches more of the query's words counts, beyond the scores of those words: a
 * paragraph with both words of «нагадування холд» must outrank a page whose title and headings say «холд» alone,
 * which the title's field boost alone made five times the score. Algolia ranks by matched words before attributes;
 * this makes the words count more without that hard order, which would sink pages for a question's filler words.
 */
const matchedWordsExponent = 1.5;
/**
 * A title that is the query, word for word (in either language, or one of the page's other names), raises the page
 * once more: the page named «Online banking in India» leads for "online banking india", where the page named «Online
 * banking» has a section on India that its many mentions of online banking score higher. Twice the score, as a name
 * is the surest sign of where the reader is going: at 1.3, «регулярні платежі», a name of the subscriptions page,
 * brought up the refund of a recurring charge, whose steps say it more often, and «Підписки» on the English site the
 * page on unsubscribing (tests/search/pageNames.test.ts).
 */
const exactTitleBoost = 2;
/**
 * A page that defines an identifier of the query leads only while the identifier is most of the query: up to this many
 * other words (`refund.failed` webhook retries). Past it the identifier is one detail of a question about something
 * else ("paytm wallet payout failed 1602 after the rbi restriction" is about Paytm payouts, not the list of codes),
 * and defining it doubles the page's score, as much as a title that is the query.
 */
const maxWordsBesideLeadingIdentifier = 3;
const definedIdentifierBoost = exactTitleBoost;

/** A section's score for the query. */
interface SectionScore {
  score: number;
  fieldBits: number;
  /** How much of the query the section matches: its matched words over all the query's words, counted alike. */
  queryShare: number;
}

interface WordMatches {
  /**
   * Best score per section id over the word's alternatives, the fields matched (bits of indexedFields), and how much
   * the best match is the word itself: 1 for its own stem, the alternative's weight for a synonym or its root, a
   * typo's weight for a look-alike.
   */
  scores: Map<number, {score: number; fieldBits: number; matchWeight: number}>;
  /** Index terms the word matched through any alternative. */
  terms: Set<string>;
  /** Of those, the ones matched only as a synonym, which count for less in the title's coverage. */
  synonymOnlyTerms: Set<string>;
  /**
   * Of those, the look-alikes of a word that is itself in the index (одноетапна → двоетапна), not its forms with
   * another vowel (спосіб → способи): they count for as little in the title's coverage as in the score.
   */
  lookAlikeTerms: Set<string>;
  /**
   * The terms to highlight: the word's own stem (and its completions while typed), its typo matches but the
   * look-alikes (so also the Ukrainian vowel change платеж-/платіж), its synonyms, and its root matches only when
   * nothing closer matched. A short stem with one typo allowed also matches unrelated stems (стат → стан): those
   * light up only when the stem itself is not in the text.
   */
  highlightTerms: Set<string>;
  /**
   * How much the word tells pages apart, as the inverse document frequency of the sections it matched (in any way:
   * these are the sections it brings into the ranking); 0 for a word that matched nothing, which no title covers.
   */
  rarity: number;
  /** What the word counts for among the query words a section matches: 1, less for a word most sections say. */
  countsAs: number;
}

const reliableTypoStemLength = 5;
/** Enough for the words of the last few queries; cleared when full rather than kept in order of use. */
const maxCachedWordMatches = 64;

const consonantsOnly = /^[^аеєиіїоуюя]*$/u;

/**
 * Whether two Ukrainian stems are forms of one word whose last syllable changes its vowel: і for о or е in a closed
 * syllable (спосіб, способи; платіж, платежі; витік, витоку, whose «о» then drops out of the term), or a vowel that
 * drops out (гаманець, гаманця).
 * Only the stemmer's ending is cut, so these stay two terms a typo apart; they are the word itself, not a look-alike.
 */
function isVowelAlternation(a: string, b: string): boolean {
  if (a.length === b.length) {
    const at = [...a].findIndex((letter, index) => letter !== b[index]);
    if (at < 0 || a.slice(at + 1) !== b.slice(at + 1) || !consonantsOnly.test(a.slice(at + 1))) return false;
    const pair = a[at] + b[at];
    return ['іо', 'оі', 'іе', 'еі'].includes(pair);
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  if (longer.length !== shorter.length + 1) return false;
  const at = [...shorter].findIndex((letter, index) => letter !== longer[index]);
  const position = at < 0 ? shorter.length : at;
  return (
    'оеі'.includes(longer[position]) &&
    longer.slice(position + 1) === shorter.slice(position) &&
    consonantsOnly.test(longer.slice(position + 1)) &&
    longer.slice(position + 1).length > 0
  );
}
/**
 * A word in more than this share of all sections counts for less in how many of the query's words a section matches,
 * down to commonWordFloor for a word in about 70 % of them or more. "payment" on the English site is in nearly every
 * section: BM25 scores it low, but counted in full among the matched words it multiplied the score of any section
 * that says it, so a section with it and one rare word of the query would outrank the section about the rare words.
 */
const commonWordShare = 0.3;
const commonWordFloor = 0.3;

/** What a typo-only match counts when the word is in the index as typed: below any exact match in the text. */
const typoOnlyWeight = 0.1;

/** The fields whose text the site shows as names: titles, headings and sidebar categories (in either language). */
const headingFields: (typeof indexedFields)[number][] = ['title', 'heading', 'category', 'otherLanguageTitles'];

const fieldBit = new Map(indexedFields.map((field, index) => [field as string, 1 << index]));
const titleBit = fieldBit.get('title')!;

/**
 * The beginning of a word when the query is one word being typed (no space after it) that is not yet a word the index
 * can look up: a single letter, or letters that are a stop word so far («по» on the way to «повернення», `in` on the
 * way to `invoice`), which would otherwise find nothing until the next key. Else null.
 */
function wordBeginningOf(query: string): string | null {
  const words = tokenize(query);
  if (words.length !== 1 || /\s$/.test(query) || containsDigit(words[0])) return null;
  const beginning = normalizeWord(words[0]);
  return beginning.length === 1 || isStopWord(beginning) ? beginning : null;
}

/** Whether the query matched this field of the section: a heading match is shown as the heading, and so on. */
export function matchedField(section: SectionMatch, field: (typeof indexedFields)[number]): boolean {
  return (section.fieldBits & fieldBit.get(field)!) !== 0;
}

/**
 * The query's words that are not part of one of its identifiers (or of another name of one, "payment method not
 * enabled"), nor a verb that only carries the question: they decide whether the identifier is what the reader looks
 * for or one detail of a question about something else.
 */
function wordsBesideIdentifiers(query: string, words: QueryWord[]): number {
  // The words typed outside the identifiers: "card" in `invalid_card_number` … "test card" is one of them.
  const wordsOutside = new Set(tokenize(withoutIdentifiers(query.slice(0, maxQueryLength))).map(normalizeWord));
  const isBeside = (word: QueryWord) =>
    wordsOutside.has(normalizeWord(word.word)) && !word.carriesQuestion && (word.synonymIdentifiers?.length ?? 0) === 0;
  return words.filter(isBeside).length;
}

/**
 * A page scores its best section plus its second best times the share of the query's words that second section
 * matches: a page where two sections answer the query is more likely the reader's page than one that says its words
 * in a single paragraph. «зняти холд з картки клієнта» belongs to the page on releasing a hold, whose steps and notes
 * both say it, not to the page on placing one, whose single paragraph on a hold's end scored higher. A second section
 * that only repeats one of the query's words adds little, so a page whose title and headings say «холд» still does
 * not outrank the one paragraph that says «нагадування» and «холд» (tests/unit/search/matchedWords.test.ts). Not when
 * the query is mostly a pasted identifier: a page that mentions `split_sum_mismatch` in two sections is no more about
 * it than the table that explains it.
 *
 * Measured on two query sets written for it and never tuned on (300 and 330 queries): top-1 from 86.0 to 90.3 % and
 * from 83.3 to 86.1 %; the tuning half, fitted to the best section alone, from 91.5 to 91.0 %. The second section
 * in full did as well on the first two and broke that test; all further sections, each at half the one before, did
 * no better.
 */
function secondSectionAddition(sections: SectionMatch[], queryShares: Map<SectionMatch, number>): number {
  let best: SectionMatch | undefined;
  let second: SectionMatch | undefined;
  for (const section of sections) {
    if (best === undefined || section.score > best.score) [best, second] = [section, best];
    else if (second === undefined || section.score > second.score) second = section;
  }
  return second === undefined ? 0 : second.score * queryShares.get(second)!;
}

type IndexIdentity = Omit<SearchIndexFile, 'miniSearch'>;

export class SearchEngine {
  // Readers refine a query one key at a time, so the same paragraphs are highlighted again and again.
  /** A text's words, with the terms each stands for: its own, and a letter compound's for the letter and its word. */
  private readonly analyzedTextCache = new Map<string, {tokens: TextToken[]; terms: string[][]}>();
  private readonly titleTermsCache = new Map<number, string[][]>();
  private readonly titlesToCoverCache = new Map<number, string[][]>();

  private readonly pageTexts: PageTextStore;
  /** Built by the first search of a word: a reader's first key is answered from the titles alone. */
  private synonymTable: QuerySynonyms | undefined;
  private readonly locations: SectionLocation[];
  /** The last query's results, when they were complete: the worker looks for the shards a query needs, then answers it. */
  private lastSearch: {query: string; results: SearchResults} | null = null;
  /**
   * The matches of the query words looked up lately, complete ones only. A reader types a query one key at a time,
   * and each key searched every word typed before it again: about half the time of a keystroke in Node, on an index
   * of this site's size, went to looking words up.
   */
  private readonly wordMatchesCache = new Map<string, WordMatches>();

  private constructor(
    readonly index: IndexIdentity,
    private readonly miniSearch: MiniSearch<SectionDocument>,
    /** The word index's shards when the index is sharded; null when the index file holds all of it. */
    private readonly shards: PostingShards | null,
    loadPageText: PageTextLoader,
  ) {
    this.pageTexts = new PageTextStore(index.pages, loadPageText);
    this.locations = sectionLocations(this.pageTexts.outlines);
  }

  /** `loadPostingShard` is needed when the index is sharded (it has `postingShards`). */
  static fromIndexFile(
    {miniSearch, ...index}: SearchIndexFile,
    loadPageText: PageTextLoader,
    loadPostingShard?: PostingShardLoader,
  ): SearchEngine {
    if (index.postingShards === undefined) {
      return new SearchEngine(index, loadCompactMiniSearch(miniSearch, miniSearchOptions), null, loadPageText);
    }
    if (loadPostingShard === undefined) {
      throw new Error('The search index is sharded: the engine needs a way to load its postings');
    }
    const shards = new PostingShards(miniSearch, index.postingShards, loadPostingShard);
    return new SearchEngine(index, shards.miniSearch, shards, loadPageText);
  }

  /**
   * Loads what the searches that `run` makes need from a sharded index; then they answer as from the whole index.
   * Resolves at once for an index in one file.
   */
  loadPostingsFor(run: () => unknown): Promise<void> {
    return this.shards === null ? Promise.resolve() : this.shards.loadFor(run);
  }

  /** The query's results once the postings it needs have arrived: those of `search`, complete for a sharded index. */
  async searchWithPostings(query: string): Promise<SearchResults> {
    await this.loadPostingsFor(() => this.search(query));
    return this.search(query);
  }

  /** Loads the whole of a sharded index's postings. */
  loadAllPostings(): Promise<void> {
    return this.shards?.loadAll() ?? Promise.resolve();
  }

  /**
   * Whether the pages' headings are known from the start: not in a sharded index, whose headings arrive with the
   * pages a result list shows.
   */
  get headingsKnown(): boolean {
    return this.shards === null;
  }

  /** Whether the searches so far of the current query looked into postings that have not arrived. */
  private missingPostings(): boolean {
    return this.shards?.missedSoFar ?? false;
  }

  /** The pages' titles and headings, enough to rank and group results (a sharded index's headings as they arrive). */
  get pages(): PageOutline[] {
    return this.pageTexts.outlines;
  }

  /** The pages with their text, for snippets; fetched on first use. */
  pagesWithText(pageIndexes: Iterable<number>): Promise<Map<number, IndexedPage>> {
    return this.pageTexts.pages(pageIndexes);
  }

  /** The page with its text if that has arrived; undefined while it is still to be fetched. */
  arrivedPageWithText(pageIndex: number): IndexedPage | undefined {
    return this.pageTexts.arrived(pageIndex);
  }

  /**
   * The results of the query; when it finds nothing as typed, those of the query retyped in the other keyboard layout,
   * or else of the query in the other script.
   */
  search(query: string): SearchResults {
    if (this.lastSearch?.query === query) return this.lastSearch.results;
    let found = this.trackShards(() => this.searchAsTyped(query));
    // Nothing found for want of postings is not nothing found: the other spellings wait until they are in.
    if (found.missed.size === 0 && found.result.pages.length === 0) {
      const otherSpellings = [retypedInOtherLayout(query), ...transliterations(query)];
      for (const spelling of otherSpellings.filter((other) => other !== null)) {
        const retried = this.trackShards(() => this.searchAsTyped(spelling));
        if (retried.missed.size > 0 || retried.result.pages.length > 0) {
          found = retried;
          break;
        }
      }
    }
    if (found.missed.size === 0) this.lastSearch = {query, results: found.result};
    return found.result;
  }

  /**
   * The synonym table, its phrases read as index terms. Reading them all took about 20 ms of a cold engine's start in
   * Chromium, which the first key need not wait for.
   */
  private synonyms(): QuerySynonyms {
    this.synonymTable ??= new QuerySynonyms(synonymRulesOfStored(this.index.synonyms));
    return this.synonymTable;
  }

  /** Runs searches, saying which unloaded postings shards they looked into (none, for an index in one file). */
  private trackShards<T>(run: () => T): {result: T; missed: Set<number>} {
    return this.shards?.track(run) ?? {result: run(), missed: new Set()};
  }

  private searchAsTyped(query: string): SearchResults {
    const wordBeginning = wordBeginningOf(query);
    if (wordBeginning !== null) {
      return this.pagesTitledWith(wordBeginning);
    }
    const words = parseQuery(query, this.synonyms());
    const matchesByWord = words.map((word) => this.cachedMatchWord(word));
    const matchedTerms = new Set(matchesByWord.flatMap((matches) => [...matches.highlightTerms]));
    const typedIdentifiers = identifiersInQuery(query.slice(0, maxQueryLength));
    const definingSections = this.definingSections(
      typedIdentifiers,
      words.flatMap(({synonymIdentifiers}) => synonymIdentifiers ?? []),
    );
    const queryWords = words.map(({word}) => word);
    // Results that lack postings only tell which shards to load (PostingShards.loadFor): ranking them, every page
    // the partial matches reach, is work thrown away.
    if (this.missingPostings()) return {words: queryWords, pages: [], matchedTerms};
    return {
      words: queryWords,
      pages: this.rankPages(
        this.scoreSections(matchesByWord),
        matchesByWord,
        definingSections,
        wordsBesideIdentifiers(query, words),
        typedIdentifiers.length > 0,
      ),
      matchedTerms,
    };
  }

  /**
   * The pages with a title word that begins with the letters, the reader's first keys: Algolia answers them with the
   * words they begin, so the modal shows pages from the first key on instead of "No results". Only titles, in either
   * language: in the text a letter begins too many words to rank them, and looking them all up took up to 32 ms (`p`
   * over the English index, in Node). A title that begins with the letters comes first, then the site's page order.
   */
  private pagesTitledWith(beginning: string): SearchResults {
    const matchedTerms = new Set<string>();
    const pages: PageMatch[] = [];
    this.pages.forEach((page, pageIndex) => {
      const [ownTitle, ...otherTitles] = this.titleTerms(pageIndex);
      const begun = (terms: string[]) => terms.filter((term) => term.startsWith(beginning));
      const ownMatches = begun(ownTitle);
      const otherMatches = otherTitles.flatMap(begun);
      if (ownMatches.length === 0 && otherMatches.length === 0) return;
      [...ownMatches, ...otherMatches].forEach((term) => matchedTerms.add(term));
      const score = (ownTitle[0]?.startsWith(beginning) ? 3 : ownMatches.length > 0 ? 2 : 1) * (page.rankWeight ?? 1);
      pages.push({
        pageIndex,
        score,
        definesIdentifier: false,
        sections: [{sectionIndex: 0, score, fieldBits: titleBit}],
      });
    });
    return {words: [beginning], pages: pages.sort((a, b) => b.score - a.score), matchedTerms};
  }

  /**
   * The index terms of page titles, headings and categories closest in spelling to a word, for suggestions when a
   * query finds nothing: those within the fewest typos (up to maxTypos), then those of the most sections first. Only
   * these fields, as a suggestion must be a word the reader can see on the site; without headings where they are not
   * known from the start (a sharded index), so that suggestions do not depend on the pages a reader has seen.
   */
  closestHeadingTerms(word: string, maxTypos: number): string[] {
    const fields = this.headingsKnown ? headingFields : headingFields.filter((field) => field !== 'heading');
    for (let typos = 1; typos <= maxTypos; typos++) {
      const sectionCounts = new Map<string, number>();
      for (const result of this.miniSearch.search(word, {fuzzy: typos, fields})) {
        for (const term of result.terms) {
          sectionCounts.set(term, (sectionCounts.get(term) ?? 0) + 1);
        }
      }
      // Nothing found for want of postings is not nothing found: more typos wait until they are in.
      if (this.missingPostings()) return [];
      if (sectionCounts.size > 0) {
        return [...sectionCounts].sort((a, b) => b[1] - a[1]).map(([term]) => term);
      }
    }
    return [];
  }

  /** The text's words, marked where their own index term is a matched one (so highlights follow stems). */
  matchText(text: string, matchedTerms: Set<string>): MatchedText {
    let analyzed = this.analyzedTextCache.get(text);
    if (analyzed === undefined) {
      const tokens = tokenizeWithPositions(text);
      const compoundTerms = new Map<number, string>();
      for (const {word, wordAfterLetter, start} of queryTokens(text)) {
        if (wordAfterLetter === undefined) continue;
        const compoundTerm = termOf(word)!;
        compoundTerms.set(start, compoundTerm);
        compoundTerms.set(start + 2, compoundTerm);
      }
      const terms = tokens.map(({original, start}) =>
        [termOf(original), compoundTerms.get(start)].filter((term): term is string => term != null),
      );
      analyzed = {tokens, terms};
      this.analyzedTextCache.set(text, analyzed);
    }
    return {
      text,
      tokens: analyzed.tokens,
      matched: analyzed.terms.map((terms) => terms.some((term) => matchedTerms.has(term))),
    };
  }

  /** The word's matches, from the cache when it was looked up as it stands now (with the same alternatives). */
  private cachedMatchWord(word: QueryWord): WordMatches {
    // The key is what matchWord reads, and no more (not the identifiers the word stands for). The alternatives depend on
    // the words around it (a phrase of the synonym table), so they are part of it.
    const {stem, isBeingTyped, alternatives, carriesQuestion} = word;
    const key = JSON.stringify([stem, isBeingTyped, carriesQuestion, alternatives], (_, value: unknown) =>
      typeof value === 'function' ? value.name : value,
    );
    const cached = this.wordMatchesCache.get(key);
    if (cached !== undefined) return cached;
    const matches = this.matchWord(word);
    // Matches made while postings were missing are partial: they only tell which shards to load.
    if (!this.missingPostings()) {
      if (this.wordMatchesCache.size >= maxCachedWordMatches) this.wordMatchesCache.clear();
      this.wordMatchesCache.set(key, matches);
    }
    return matches;
  }

  private matchWord({stem, isBeingTyped, alternatives, carriesQuestion}: QueryWord): WordMatches {
    const scores: WordMatches['scores'] = new Map();
    const terms = new Set<string>();
    const ownTerms = new Set<string>();
    const typoTerms = new Set<string>();
    const synonymTerms = new Set<string>();
    const nonSynonymTerms = new Set<string>();
    const isOwnTerm = (term: string) => term === stem || (isBeingTyped && term.startsWith(stem));
    // A form whose last syllable changes its vowel (способ- of спосіб) is the word itself, not a typo of it.
    const isOwnForm = (term: string) => isOwnTerm(term) || isVowelAlternation(stem, term);
    let wordIsIndexed = false;
    let foundAny = false;
    alternatives.forEach(({query, weight, isSynonym, onlyForUnknownWord, onlyWhenNothingFound}, alternativeIndex) => {
      if ((onlyForUnknownWord && wordIsIndexed) || (onlyWhenNothingFound && foundAny)) return;
      const results = this.miniSearch.search(query, wordSearchOptions);
      foundAny ||= results.length > 0;
      // As in Algolia, fewer typos rank first: when the word itself is in the index, a section that only has a
      // look-alike word (callback → cashback) must not outrank one that has the word, whatever its field boosts.
      if (alternativeIndex === 0) wordIsIndexed = results.some((result) => result.terms.some(isOwnTerm));
      for (const result of results) {
        const id = result.id as number;
        const onlyTypos = alternativeIndex === 0 && wordIsIndexed && !result.terms.some(isOwnForm);
        const score = result.score * weight * (onlyTypos ? typoOnlyWeight : 1);
        let fieldBits = 0;
        for (const fields of Object.values(result.match)) {
          for (const field of fields) {
            fieldBits |= fieldBit.get(field) ?? 0;
          }
        }
        const best = scores.get(id);
        const matchWeight = weight * (onlyTypos ? typoOnlyWeight : 1);
        scores.set(id, {
          score: Math.max(score, best?.score ?? 0),
          fieldBits: fieldBits | (best?.fieldBits ?? 0),
          matchWeight: Math.max(matchWeight, best?.matchWeight ?? 0),
        });
        for (const term of result.terms) {
          terms.add(term);
          (isSynonym ? synonymTerms : nonSynonymTerms).add(term);
          if (alternativeIndex === 0) {
            (isOwnTerm(term) ? ownTerms : typoTerms).add(term);
          }
        }
      }
    });
    const typoTermsAreReliable = stem.length >= reliableTypoStemLength || ownTerms.size === 0;
    const synonymOnlyTerms = new Set([...synonymTerms].filter((term) => !nonSynonymTerms.has(term)));
    const lookAlikeTerms = new Set(
      wordIsIndexed ? [...typoTerms].filter((term) => !synonymTerms.has(term) && !isOwnForm(term)) : [],
    );
    // A look-alike counts as little as a typo, so it is not lit up as the word: «z-звіт» lights its Z report only.
    const highlightTerms = new Set([
      ...ownTerms,
      ...(typoTermsAreReliable ? [...typoTerms].filter((term) => !lookAlikeTerms.has(term)) : []),
      ...synonymTerms,
    ]);
    const sectionsMatched = scores.size;
    return {
      scores,
      terms,
      synonymOnlyTerms,
      lookAlikeTerms,
      highlightTerms: highlightTerms.size > 0 ? highlightTerms : terms,
      rarity: sectionsMatched === 0 ? 0 : Math.log(1 + this.locations.length / sectionsMatched),
      countsAs: carriesQuestion
        ? Math.min(commonWordFloor, this.matchedWordWeight(sectionsMatched))
        : this.matchedWordWeight(sectionsMatched),
    };
  }

  /** What a word in this many sections counts for among the query words a section matches (commonWordShare). */
  private matchedWordWeight(sectionsMatched: number): number {
    const share = Math.max(sectionsMatched, 1) / this.locations.length;
    return Math.min(1, Math.max(commonWordFloor, Math.log(share) / Math.log(commonWordShare)));
  }

  /**
   * The sections that define an identifier of the query, with how well they match it. An identifier still being typed
   * matches the identifiers it begins, unless one is already typed whole: `POST /payments` is the payment, not the
   * refund at `POST /payments/{payment_id}/refunds`. An identifier that several pages define (a field in the tables
   * of two endpoints, `starting_after`, `order_id`) is none of them in particular: the words decide, and the page that
   * explains it (pagination) can lead the tables that list it. So is an identifier still being typed that begins the
   * identifiers of several pages (`payout.` the four payout events): the pages lead again once one is typed whole.
   * Another API's name in the query stands for the identifiers of ours the synonym table gives it: Stripe's
   * `trial_period_days` is our `start_at`, whose page leads; so does our name spelt out as the whole query
   * ("insufficient funds", `insufficient_funds`).
   */
  private definingSections(
    typedIdentifiers: ReturnType<typeof identifiersInQuery>,
    synonymIdentifiers: string[],
  ): Map<number, number> {
    const sections = new Map<number, number>();
    const identifiers = [
      ...typedIdentifiers,
      ...synonymIdentifiers.map((identifier) => ({identifier, isBeingTyped: false})),
    ];
    for (const {identifier, isBeingTyped} of identifiers) {
      const search = (prefix: boolean) =>
        this.miniSearch.search(identifier, {
          fields: ['identifiers'],
          prefix,
          // Identifiers are filed whole and already normalized, on both sides.
          tokenize: (text) => [text],
          processTerm: (term) => term,
        });
      const exact = search(false);
      // As for more typos, the prefix waits until the postings of the exact search are in.
      const results = exact.length > 0 || !isBeingTyped || this.missingPostings() ? exact : search(true);
      if (new Set(results.map(({id}) => this.locations[id as number].pageIndex)).size > 1) continue;
      for (const {id, score} of results) {
        sections.set(id as number, Math.max(score, sections.get(id as number) ?? 0));
      }
    }
    return sections;
  }

  /**
   * Each section: its words' best scores added up, times how many of the query's words it matches (a common word
   * counting for less) to the power matchedWordsExponent. A word counts as much as the section has the word itself: a
   * section with «опис» (description) has a look-alike of «списати» (спис-), not the word, and counted in full among
   * the matched words it let a page titled «Опис коштів» outrank the capture page for «списати кошти»
   * (tests/unit/search/matchedWords.test.ts). On the tuning half this took top-1 from 90.9 to 91.5 %.
   */
  private scoreSections(matchesByWord: WordMatches[]): Map<number, SectionScore> {
    const queryWords = matchesByWord.reduce((total, {countsAs}) => total + countsAs, 0);
    const sections = new Map<number, {score: number; words: number; fieldBits: number}>();
    for (const {scores, countsAs} of matchesByWord) {
      for (const [id, {score, fieldBits, matchWeight}] of scores) {
        const section = sections.get(id) ?? {score: 0, words: 0, fieldBits: 0};
        section.score += score;
        section.words += countsAs * matchWeight;
        section.fieldBits |= fieldBits;
        sections.set(id, section);
      }
    }
    return new Map(
      [...sections].map(([id, {score, words, fieldBits}]) => [
        id,
        {score: score * words ** matchedWordsExponent, fieldBits, queryShare: Math.min(1, words / queryWords)},
      ]),
    );
  }

  /** The index terms of the page's title in each language. */
  private titleTerms(pageIndex: number): string[][] {
    let titles = this.titleTermsCache.get(pageIndex);
    if (titles === undefined) {
      const page = this.pages[pageIndex];
      // Read as a query is: «M-Pesa» is the one word a query «m-pesa» or `mpesa` has.
      titles = [page.lvl1, ...page.otherLanguageTitles, ...(page.keywords ?? [])].map(queryTermsOf);
      this.titleTermsCache.set(pageIndex, titles);
    }
    return titles;
  }

  /**
   * The titles a query may cover: the page's titles, and its title after its section's name, as the breadcrumb reads
   * («двоетапна оплата через API» is the section's API page, whose own title is «Авторизація через API»). Not for the
   * first keys (pagesTitledWith): a letter that begins a section's name would bring up every page of the section.
   */
  private titlesToCover(pageIndex: number): string[][] {
    let titles = this.titlesToCoverCache.get(pageIndex);
    if (titles === undefined) {
      const page = this.pages[pageIndex];
      titles = [...this.titleTerms(pageIndex), queryTermsOf(`${page.lvl0} ${page.lvl1}`)];
      this.titlesToCoverCache.set(pageIndex, titles);
    }
    return titles;
  }

  /**
   * 1 when the page's title (in any language) is exactly the query's words, down to 0 when they share none. A title
   * word that is a synonym of a query word covers it as a synonym match counts, just below the word itself; the query's
   * words weigh by their rarity.
   */
  private titleCoverage(pageIndex: number, matchesByWord: WordMatches[]): number {
    const credit = ({terms, synonymOnlyTerms, lookAlikeTerms}: WordMatches, term: string) =>
      !terms.has(term) ? 0 : lookAlikeTerms.has(term) ? typoOnlyWeight : synonymOnlyTerms.has(term) ? synonymWeight : 1;
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    const queryRarity = sum(matchesByWord.map(({rarity}) => rarity));
    const coverages = this.titlesToCover(pageIndex).map((titleTerms) => {
      if (titleTerms.length === 0 || queryRarity === 0) {
        return 0;
      }
      const titleTermsCovered = sum(
        titleTerms.map((term) => Math.max(...matchesByWord.map((word) => credit(word, term)))),
      );
      const wordsInTitle = sum(
        matchesByWord.map((word) => word.rarity * Math.max(...titleTerms.map((term) => credit(word, term)))),
      );
      return (titleTermsCovered / titleTerms.length) * (wordsInTitle / queryRarity);
    });
    return Math.max(...coverages);
  }

  /**
   * Pages by their best section and title coverage, the pages that define an identifier of the query first (as
   * Algolia's tie-breaking puts one criterion before the next): a page that defines `refund.failed` is where the
   * reader is going, however many pages say "refund" and "failed" more often.
   */
  private rankPages(
    sectionScores: Map<number, SectionScore>,
    matchesByWord: WordMatches[],
    definingSections: Map<number, number>,
    wordsBesideIdentifiers: number,
    hasIdentifiers: boolean,
  ): PageMatch[] {
    const identifierLeads = wordsBesideIdentifiers <= maxWordsBesideLeadingIdentifier;
    // A pasted identifier asks where it is explained, not how often a page mentions it (secondSectionAddition).
    const sectionsAddUp = !(hasIdentifiers && identifierLeads);
    const pagesByIndex = new Map<number, PageMatch>();
    const definingSectionMatches = new Set<SectionMatch>();
    const queryShares = new Map<SectionMatch, number>();
    const sectionIds = new Set([...sectionScores.keys(), ...definingSections.keys()]);
    for (const id of sectionIds) {
      // A defining section matches the identifier's words too, unless they are all stop words (`is_a`).
      const {score, fieldBits, queryShare} = sectionScores.get(id) ?? {
        score: definingSections.get(id)!,
        fieldBits: 0,
        queryShare: 0,
      };
      const {pageIndex, sectionIndex} = this.locations[id];
      const page = pagesByIndex.get(pageIndex) ?? {pageIndex, score: 0, definesIdentifier: false, sections: []};
      const section = {sectionIndex, score, fieldBits};
      queryShares.set(section, queryShare);
      if (definingSections.has(id)) {
        section.fieldBits |= fieldBit.get('identifiers')!;
        definingSectionMatches.add(section);
        page.definesIdentifier = true;
      }
      page.sections.push(section);
      page.score = Math.max(page.score, score);
      pagesByIndex.set(pageIndex, page);
    }
    const pages = [...pagesByIndex.values()];
    const defining = (section: SectionMatch) => (definingSectionMatches.has(section) ? 1 : 0);
    for (const page of pages) {
      if (sectionsAddUp) page.score += secondSectionAddition(page.sections, queryShares);
      const titleCoverage = this.titleCoverage(page.pageIndex, matchesByWord);
      page.score *= (1 + titleCoverageBoost * titleCoverage) * (titleCoverage === 1 ? exactTitleBoost : 1);
      page.score *= this.pages[page.pageIndex].rankWeight ?? 1;
      if (!identifierLeads && page.definesIdentifier) page.score *= definedIdentifierBoost;
      page.sections.sort((a, b) => defining(b) - defining(a) || b.score - a.score);
    }
    const leads = (page: PageMatch) => (identifierLeads && page.definesIdentifier ? 1 : 0);
    return pages.sort((a, b) => leads(b) - leads(a) || b.score - a.score);
  }
}
