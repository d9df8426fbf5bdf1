/**
 * The pages' texts, fetched one page at a time when a result from the page is about to be shown, and kept: readers
 * refine a query one key at a time, and the same pages come back.
 */
import {
  knownOutline,
  pageOutline,
  pageWithText,
  type IndexedPage,
  type PageFile,
  type PageOutline,
  type StoredPage,
} from './indexFormat';

/** Reads the file of the page at that position of the index file (over the network, or from disk in Node). */
export type PageTextLoader = (pageIndex: number) => Promise<PageFile>;

export class PageTextStore {
  private readonly pagesByIndex = new Map<number, Promise<IndexedPage>>();
  private readonly arrivedPages = new Map<number, IndexedPage>();
  /** The pages' outlines; a sharded index's page gets its headings when its file arrives. */
  readonly outlines: PageOutline[];

  constructor(
    private readonly storedPages: StoredPage[],
    private readonly loadPageText: PageTextLoader,
  ) {
    this.outlines = storedPages.map(knownOutline);
  }

  /** The pages with their text, by position; a page that failed to load is fetched again the next time. */
  async pages(pageIndexes: Iterable<number>): Promise<Map<number, IndexedPage>> {
    const wanted = [...new Set(pageIndexes)];
    const pages = await Promise.all(wanted.map((pageIndex) => this.page(pageIndex)));
    return new Map(wanted.map((pageIndex, position) => [pageIndex, pages[position]]));
  }

  /** The page with its text if it has arrived, without waiting for it. */
  arrived(pageIndex: number): IndexedPage | undefined {
    return this.arrivedPages.get(pageIndex);
  }

  private page(pageIndex: number): Promise<IndexedPage> {
    let page = this.pagesByIndex.get(pageIndex);
    if (page === undefined) {
      page = this.loadPageText(pageIndex).then((file) => {
        const arrived = pageWithText(this.storedPages[pageIndex], file);
        this.outlines[pageIndex] = pageOutline(arrived);
        this.arrivedPages.set(pageIndex, arrived);
        return arrived;
      });
      this.pagesByIndex.set(pageIndex, page);
      page.catch(() => this.pagesByIndex.delete(pageIndex));
    }
    return page;
  }
}
