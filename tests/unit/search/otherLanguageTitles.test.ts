import {describe, expect, it} from 'vitest';
import {parsePageTitles} from '../../../plugins/search-index/otherLanguageTitles';

describe('titles of a page in the other language', () => {
  it('reads the front matter title and keywords and the headings with explicit ids, not code', () => {
    const titles = parsePageTitles(
      [
        '---',
        'title: Refunds',
        'sidebar_label: Overview',
        'keywords:',
        '  - money back',
        '  - 42',
        '---',
        '',
        '## Full and partial `refunds` {#full-and-partial-refunds}',
        '',
        '```bash',
        '## not a heading {#in-code}',
        '```',
        '### See [statuses](/status-codes/) {#statuses}',
        '## Heading without id',
      ].join('\n'),
    );
    expect(titles.title).toBe('Refunds');
    // Docusaurus takes keywords as strings; a number is not one.
    expect(titles.keywords).toEqual(['money back']);
    expect([...titles.headingsByAnchor]).toEqual([
      ['full-and-partial-refunds', 'Full and partial refunds'],
      ['statuses', 'See statuses'],
    ]);
  });
});
