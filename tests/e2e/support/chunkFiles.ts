import type {Page} from '@playwright/test';

/** Whether a script carries Prism: its `before-tokenize` hook is run by the highlighter and defined by Prism. */
export function scriptCarriesTokenizer(scriptText: string): boolean {
  return scriptText.includes('before-tokenize');
}

/**
 * The file of the chunk the bundler knows by a name (its webpackChunkName), for the page's locale. Chunk files are
 * named by id and hash (plugins/chunk-file-names), and the runtime script maps names to ids for Docusaurus's
 * `__webpack_require__.gca`; the id is read from there.
 */
export async function namedChunkFile(page: Page, chunkName: string): Promise<RegExp> {
  const runtimeUrl = await page.locator('script[src*="/runtime~main."]').getAttribute('src');
  const runtime = await (await page.request.get(runtimeUrl!)).text();
  const id = new RegExp(`"${chunkName}":"?(\\w+)`).exec(runtime)?.[1];
  if (id === undefined) throw new Error(`the runtime ${runtimeUrl} knows no chunk named ${chunkName}`);
  return new RegExp(`/assets/js/${id}\\.[0-9a-f]+\\.js$`);
}
