/**
 * Global setup of the content project: parse every page once, before the test workers start, so that each worker
 * reads the cached result instead of parsing 230 MDX files again (see lib/pages.ts).
 */
import {loadPagePairs} from '../lib/pages';

export default function parsePagesOnce(): void {
  loadPagePairs();
}
