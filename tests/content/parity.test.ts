/**
 * The Ukrainian page is the same page as the English one: same sections (heading ids), same code blocks in the same
 * order, the same JSON, and the same sample code (only comments may be translated).
 */
import {isDeepStrictEqual} from 'node:util';
import {describe, expect, it} from 'vitest';
import {isCommentedLanguage, stripComments} from './lib/code-comments';
import {loadPagePairs, loadPages, where, type CodeBlock} from './lib/pages';

const schemaOf = (block: CodeBlock): string => /(?:^|\s)schema=(\S+)/.exec(block.meta)?.[1] ?? '';
const signature = (block: CodeBlock): string =>
  `${block.lang || '(none)'}${schemaOf(block) ? ` schema=${schemaOf(block)}` : ''}`;

describe('English and Ukrainian pages match', () => {
  const pairs = loadPagePairs();

  it('every h2 and h3 has an explicit {#id}', () => {
    const missing = loadPages().flatMap((page) =>
      page.headings
        .filter((heading) => heading.depth >= 2 && heading.depth <= 3 && !heading.id)
        .map((heading) => `${where(page, heading.line)}: ${heading.text}`),
    );
    expect(missing).toEqual([]);
  });

  it('heading ids are the same, in the same order', () => {
    const differing = pairs
      .filter((pair) => pair.en.headings.map((h) => h.id).join() !== pair.uk.headings.map((h) => h.id).join())
      .map(
        (pair) =>
          `${pair.file}\n  en: ${pair.en.headings.map((h) => h.id).join(', ')}\n  uk: ${pair.uk.headings.map((h) => h.id).join(', ')}`,
      );
    expect(differing).toEqual([]);
  });

  it('code blocks have the same languages and schemas, in the same order', () => {
    const differing = pairs
      .filter((pair) => pair.en.codeBlocks.map(signature).join() !== pair.uk.codeBlocks.map(signature).join())
      .map(
        (pair) =>
          `${pair.file}\n  en: ${pair.en.codeBlocks.map(signature).join(', ')}\n  uk: ${pair.uk.codeBlocks.map(signature).join(', ')}`,
      );
    expect(differing).toEqual([]);
  });

  it('JSON blocks are identical once parsed', () => {
    const differing = pairs.flatMap((pair) =>
      pair.en.codeBlocks.flatMap((en) => {
        const uk = pair.uk.codeBlocks[en.index];
        if (en.lang !== 'json' || uk?.lang !== 'json') return [];
        try {
          return isDeepStrictEqual(JSON.parse(en.value), JSON.parse(uk.value))
            ? []
            : [`${pair.file}: JSON block ${en.index} (en line ${en.line}, uk line ${uk.line}) differs`];
        } catch (error) {
          return [`${pair.file}: JSON block ${en.index} does not parse: ${(error as Error).message}`];
        }
      }),
    );
    expect(differing).toEqual([]);
  });

  it('code samples are the same code apart from comments', () => {
    let compared = 0;
    const differing = pairs.flatMap((pair) =>
      pair.en.codeBlocks.flatMap((en) => {
        const uk = pair.uk.codeBlocks[en.index];
        if (en.samplesGroup === undefined || !isCommentedLanguage(en.lang) || uk?.lang !== en.lang) return [];
        compared += 1;
        const enCode = stripComments(en.value, en.lang);
        const ukCode = stripComments(uk.value, en.lang);
        if (enCode === ukCode) return [];
        const enLines = enCode.split('\n');
        const ukLines = ukCode.split('\n');
        const first = enLines.findIndex((line, i) => line !== ukLines[i]);
        return [
          `${pair.file}: ${en.lang} block ${en.index} (en line ${en.line}, uk line ${uk.line}) differs\n` +
            `  en: ${enLines[first] ?? '(end)'}\n  uk: ${ukLines[first] ?? '(end)'}`,
        ];
      }),
    );
    console.log(`compared ${compared} sample blocks between locales`);
    expect(compared).toBeGreaterThan(0);
    expect(differing).toEqual([]);
  });
});
