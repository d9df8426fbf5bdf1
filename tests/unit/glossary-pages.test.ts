/**
 * The glossary names the page that explains each concept; search indexes the term and its synonyms as that page's
 * other names, so a page that does not exist would silently lose them, and a term without synonyms adds nothing.
 */
import {describe, expect, it} from 'vitest';
import {glossary} from '../../src/data/glossary';
import {glossaryNamesByRoute} from '../../plugins/search-index/glossaryNames';
import {contentMapRoutes} from '../content-map';

describe('glossary pages', () => {
  it('every glossary page is a route of the site', () => {
    const routes = new Set(contentMapRoutes.map(({route}) => route));
    const unknown = glossary.filter((term) => term.page !== undefined && !routes.has(term.page));
    expect(unknown.map((term) => `${term.en} → ${term.page}`)).toEqual([]);
  });

  it('indexes each term and its synonyms in both languages under its page', () => {
    const names = glossaryNamesByRoute([
      {en: 'webhook', uk: 'вебхук', page: 'webhooks/setting/', synonyms: {en: ['callback'], uk: ['колбек']}},
      {en: 'signature', uk: 'підпис', page: 'webhooks/setting/'},
      {en: 'payment', uk: 'платіж'},
    ]);
    expect(names.get('webhooks/setting/')).toEqual(['webhook', 'вебхук', 'callback', 'колбек', 'signature', 'підпис']);
    expect(names.size).toBe(1);
  });
});
