/**
 * The pages' texts, fetched one page at a time when a result from the page is about to be shown, and kept: readers
 * refine a query one key at a time, and the same pages come back.
 */
import {pageWithText, type IndexedPage, type PageOutline, type PageText} from './indexFormat';

/** Reads the text of the page at that position of the index file (over the network, or from disk in Node). */
export type PageTextLoader = (pageIndex: number) => Promise<PageText>;

export class PageTextStore {
  private readonly pagesByIndex = new Map<number, Promise<IndexedPage>>();
  private readonly arrivedPages = new Map<number, IndexedPage>();

  constructor(
    private readonly outlines: PageOutline[],
    private readonly loadPageText: PageTextLoader,
  ) {}

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
      page = this.loadPageText(pageIndex).then((text) => {
        const arrived = pageWithText(this.outlines[pageIndex], text);
        this.arrivedPages.set(pageIndex, arrived);
        return arrived;
      });
      this.pagesByIndex.set(pageIndex, page);
      page.catch(() => this.pagesByIndex.delete(pageIndex));
    }
    return page;
  }
}
