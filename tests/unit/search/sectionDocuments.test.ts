import {describe, expect, it} from 'vitest';
import {sectionDocuments} from '../../../src/search/sectionDocuments';
import {page} from './fixtureIndex';

describe("a page's other names in the index", () => {
  it('hold each term once, however many of the names share it', () => {
    const overview = page(
      '/online-banking/',
      'Payment methods',
      'Online banking',
      [[null, null, ['Pay from a bank account.']]],
      ['Інтернет-банкінг', 'online banking', 'net banking', 'internet banking', 'інтернет-банк', 'Net Banking'],
    );
    const [document] = sectionDocuments([overview], () => []);
    expect(document.otherLanguageTitles.split('\n')).toEqual([
      'Інтернет банкінг',
      'online banking',
      'net',
      'internet',
      'банк',
    ]);
  });

  it('keep a heading of the other language after the page names', () => {
    const refunds = page('/refunds/', 'Refunds', 'Refunds', [['Partial', 'partial', ['Refund part.']]], ['Повернення']);
    const documents = sectionDocuments([refunds], (_, anchor) => (anchor === 'partial' ? ['Часткове повернення'] : []));
    expect(documents[0].otherLanguageTitles.split('\n')).toEqual(['Повернення', 'Часткове']);
  });
});
