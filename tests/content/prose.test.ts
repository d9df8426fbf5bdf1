/**
 * Every page is a real page in both languages: enough prose to act on, no placeholders, and Ukrainian free of
 * Russian letters.
 */
import {describe, expect, it} from 'vitest';
import {loadPages, where} from './lib/pages';

const minimumProseWords = 350;

/** Phrases that mark an unfinished page, in either language. */
const stubPatterns = [/lorem ipsum/i, /coming soon/i, /\bTODO\b/, /\bTBD\b/, /незабаром/i];
const russianLetters = /[ыэъёЫЭЪЁ]/g;

const lineAt = (source: string, offset: number): number => source.slice(0, offset).split('\n').length;

describe('page text', () => {
  const pages = loadPages();

  it(`every page has at least ${minimumProseWords} words of prose in each locale`, () => {
    const short = pages
      .filter((page) => page.proseWords < minimumProseWords)
      .map((page) => `${where(page)}: ${page.proseWords} words`);
    expect(short).toEqual([]);
  });

  it('no page contains placeholder text', () => {
    const stubs = pages.flatMap((page) =>
      stubPatterns.flatMap((pattern) => {
        const match = pattern.exec(page.source);
        return match ? [`${where(page, lineAt(page.source, match.index))}: "${match[0]}"`] : [];
      }),
    );
    expect(stubs).toEqual([]);
  });

  it('Ukrainian pages have no Russian letters', () => {
    const found = pages
      .filter((page) => page.locale === 'uk')
      .flatMap((page) =>
        [...page.source.matchAll(russianLetters)].map(
          (match) => `${where(page, lineAt(page.source, match.index))}: "${match[0]}"`,
        ),
      );
    expect(found).toEqual([]);
  });
});
