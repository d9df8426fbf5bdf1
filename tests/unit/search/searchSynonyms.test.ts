import {describe, expect, it} from 'vitest';
import {glossary} from '../../../src/data/glossary';
import {namesInTerm, searchSynonyms, type SynonymGroup} from '../../../src/data/search-synonyms';
import {QuerySynonyms} from '../../../src/search/querySynonyms';
import {termOf, tokenize} from '../../../src/search/textAnalysis';

const cyrillic = /\p{Script=Cyrillic}/u;
const phrasesOf = (group: SynonymGroup) => (group.type === 'synonym' ? group.synonyms : [group.input]);
const terms = (phrase: string) => tokenize(phrase).flatMap((word) => termOf(word) ?? []);

describe('the synonym table', () => {
  it('reads a parenthesis in a glossary term as another name of it', () => {
    expect(namesInTerm('авторизація (холд)')).toEqual(['авторизація', 'холд']);
    expect(namesInTerm('ротаційний (ковзний) резерв')).toEqual(['ротаційний резерв', 'ковзний резерв']);
    expect(namesInTerm('webhook')).toEqual(['webhook']);
  });

  it('has every name of every glossary term that search knows (it names a page or lists synonyms) in one group', () => {
    const searched = glossary.filter((term) => term.page !== undefined || term.synonyms !== undefined);
    for (const term of searched) {
      const names = [
        ...namesInTerm(term.uk),
        ...namesInTerm(term.en),
        ...(term.synonyms?.uk ?? []),
        ...(term.synonyms?.en ?? []),
      ].map((name) => name.toLowerCase());
      if (new Set(names).size < 2) continue;
      const group = searchSynonyms.uk.find(
        (candidate) =>
          candidate.type === 'synonym' &&
          names.every((name) => candidate.synonyms.some((phrase) => phrase.toLowerCase() === name)),
      );
      expect(group, `${term.en}: ${names.join(', ')}`).toBeDefined();
    }
  });

  it('gives the English site English phrases only', () => {
    const phrases = searchSynonyms.en.flatMap((group) => [...phrasesOf(group), ...group.synonyms]);
    expect(phrases.filter((phrase) => cyrillic.test(phrase))).toEqual([]);
  });

  // One hosted index holds both locales' records and both tables: an English word must mean the same in both.
  it('makes every English phrase find the same English phrases on both sites', () => {
    const ukrainian = QuerySynonyms.of(searchSynonyms.uk);
    const english = QuerySynonyms.of(searchSynonyms.en);
    const englishPhrases = (synonyms: QuerySynonyms, phrase: string) =>
      synonyms
        .expand(terms(phrase))
        .filter(({start, end}) => start === 0 && end === terms(phrase).length)
        .flatMap(({phrases}) => phrases.map((found) => found.join(' ')))
        .filter((found) => !cyrillic.test(found))
        .sort();
    const latinPhrases = searchSynonyms.uk.flatMap(phrasesOf).filter((phrase) => !cyrillic.test(phrase));
    expect(latinPhrases.length).toBeGreaterThan(50);
    for (const phrase of latinPhrases) {
      expect(englishPhrases(english, phrase), phrase).toEqual(englishPhrases(ukrainian, phrase));
    }
  });
});
