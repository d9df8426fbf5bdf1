import {describe, expect, it} from 'vitest';
import {allDocSearchRecords} from '../../../src/search/docSearchRecords';
import {fixtureRecords, page} from './fixtureIndex';

describe('DocSearch records', () => {
  const records = fixtureRecords();

  it('has a lvl1 record per page, a record per heading and one per content item, as the crawler writes them', () => {
    const refundRecords = records.filter((record) => record.url_without_anchor.endsWith('/uk/refunds/'));
    expect(refundRecords.map(({type, anchor, content}) => ({type, anchor, content}))).toEqual([
      {type: 'lvl1', anchor: null, content: null},
      {type: 'content', anchor: null, content: 'Повернення віддає гроші клієнтові зі списаного рахунку.'},
      {type: 'lvl2', anchor: 'partial', content: null},
      {type: 'content', anchor: 'partial', content: 'Можна повернути лише частину суми.'},
    ]);
    expect(refundRecords[3]).toMatchObject({
      url: 'https://docs.kalyna.example/uk/refunds/#partial',
      hierarchy: {lvl0: 'Повернення', lvl1: 'Повернення коштів', lvl2: 'Часткове повернення', lvl3: null},
      language: 'uk',
      docusaurus_tag: 'docs-default-current',
      weight: {level: 0, position: 3},
    });
  });

  it("puts the page's keywords on its page record only, for hosted search to find the page by them", () => {
    const withKeywords = {
      ...page('/uk/lookup/', 'Платежі', 'Перевірка статусу', [
        [null, null, ['Стан платежу за id.']],
        ['Як часто питати', 'polling', ['Раз на 5 секунд.']],
      ]),
      keywords: ['полінг'],
    };
    const pageRecords = allDocSearchRecords(
      {language: 'uk', docusaurusTag: 'docs-default-current', siteUrl: 'https://docs.kalyna.example'},
      [withKeywords],
    );
    expect(pageRecords.map(({type, keywords}) => ({type, keywords}))).toEqual([
      {type: 'lvl1', keywords: ['полінг']},
      {type: 'content', keywords: undefined},
      {type: 'lvl2', keywords: undefined},
      {type: 'content', keywords: undefined},
    ]);
  });

  it('gives every record a unique objectID', () => {
    expect(new Set(records.map((record) => record.objectID)).size).toBe(records.length);
  });
});
