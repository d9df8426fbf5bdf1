import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {selectorsPagesStillUse} from '../../plugins/unused-styles';
import {purgeStylesheet, scriptWords, type PurgeResult} from '../../plugins/unused-styles/purgeStylesheet';
import {scratchDir} from './lib/scratchDir';

const stylesheet = [
  ':root{--used-in-css:1px;--used-by-script:red;--used-by-modal:blue;--unused:0}',
  '.navbar{margin:var(--used-in-css)}',
  '.pills{display:flex}',
  ':focus-visible{outline:2px solid}',
  'a:hover{color:red}',
  '.avatar:hover{color:red}',
  '[data-search-index=loading] .navbar{opacity:.5}',
  '[data-other-state=on] .navbar{opacity:.5}',
].join('\n');

const script = [
  'e.createElement("nav",{className:"navbar",style:{color:"var(--used-by-script)"}},"a");',
  'document.documentElement.dataset.searchIndex="loading";',
].join('');

async function purge() {
  return purgeStylesheet({
    css: stylesheet,
    content: [{text: script, extension: 'js'}],
    otherStylesheets: ['.DocSearch-Modal{color:var(--used-by-modal)}'],
  });
}

describe('purgeStylesheet', () => {
  it('removes the rules of classes no script names, and keeps those it names', async () => {
    const {css, rejectedSelectors} = await purge();
    expect(css).toContain('.navbar{');
    expect(css).not.toContain('.pills');
    expect(rejectedSelectors).toEqual(expect.arrayContaining(['.pills', '.avatar:hover']));
  });

  it('keeps a selector made only of a pseudo-class, and a pseudo-class of a used tag', async () => {
    const {css} = await purge();
    expect(css).toContain(':focus-visible{');
    expect(css).toContain('a:hover{');
  });

  it('keeps a data attribute that a script sets through dataset, and drops one nothing sets', async () => {
    const {css} = await purge();
    expect(css).toContain('[data-search-index=loading]');
    expect(css).not.toContain('data-other-state');
  });

  it('keeps custom properties used by the stylesheet, a script or another stylesheet, and drops the rest', async () => {
    const {css} = await purge();
    expect(css).toMatch(/--used-in-css:1px/);
    expect(css).toMatch(/--used-by-script:red/);
    expect(css).toMatch(/--used-by-modal:blue/);
    expect(css).not.toMatch(/--unused:/);
  });
});

describe('scriptWords', () => {
  it('spells a dataset property as the attribute it sets', () => {
    expect(scriptWords('el.dataset.searchIndexState="x"')).toContain('data-search-index-state');
  });
});

describe('selectorsPagesStillUse', () => {
  const pageWith = (html: string): string => {
    const file = path.join(scratchDir('unused-styles-'), 'index.html');
    writeFileSync(file, html);
    return file;
  };

  it('names the removed selectors a pre-rendered page uses: a class put together at run time', async () => {
    const purged = await purge();
    const removed: PurgeResult[] = [purged];
    expect(await selectorsPagesStillUse(removed, [pageWith('<nav class="navbar"></nav>')])).toEqual([]);
    expect(await selectorsPagesStillUse(removed, [pageWith('<ul class="pills"></ul>')])).toEqual(['.pills']);
  });
});
