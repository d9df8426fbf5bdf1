/**
 * Pages whose real-world facts age say when those facts were checked (front matter `facts_checked`), the same date in
 * both languages, never in the future; `npm run facts:stale` lists them once the date is more than a year old.
 */
import {describe, expect, it} from 'vitest';
import {factsCheckedDate, hasAgeingFacts} from '../../src/data/factsChecked';
import {loadPagePairs, loadPages, where} from './lib/pages';

const day = (date: Date | undefined) => date?.toISOString().slice(0, 10);

describe('facts_checked', () => {
  it('every page with ageing facts carries the date its facts were checked', () => {
    const missing = loadPages()
      .filter((page) => hasAgeingFacts(page.file) && !factsCheckedDate(page.frontMatter))
      .map((page) => where(page));
    expect(missing).toEqual([]);
  });

  it('is the same date in both languages', () => {
    const differing = loadPagePairs()
      .filter((pair) => day(factsCheckedDate(pair.en.frontMatter)) !== day(factsCheckedDate(pair.uk.frontMatter)))
      .map((pair) => pair.file);
    expect(differing).toEqual([]);
  });

  it('is a real date, not in the future', () => {
    const wrong = loadPages().flatMap((page) => {
      const checked = factsCheckedDate(page.frontMatter);
      return checked && checked.getTime() > Date.now() ? [`${where(page)}: ${day(checked)}`] : [];
    });
    expect(wrong).toEqual([]);
  });
});
