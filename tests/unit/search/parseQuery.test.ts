import {describe, expect, it} from 'vitest';
import {parseQuery} from '../../../src/search/parseQuery';
import {QuerySynonyms} from '../../../src/search/querySynonyms';

const typed = (query: string) => parseQuery(query).map(({word, isBeingTyped}) => [word, isBeingTyped]);

describe('a stop word at the end of a query', () => {
  it('is looked up as the beginning of a word while it is being typed, and the word before it is complete', () => {
    // "am" on the way to "amount": the reader has finished "refund".
    expect(typed('refund am')).toEqual([
      ['refund', false],
      ['am', true],
    ]);
  });

  it('is dropped once a space follows it, as are single letters being typed after other words', () => {
    expect(typed('refund am ')).toEqual([['refund', false]]);
    expect(typed('refund a')).toEqual([['refund', false]]);
  });
});

describe('a long question', () => {
  it('keeps ten words besides its stop words, so the words it ends with still count', () => {
    expect(parseQuery('can a seller give back more than its share in a split refund').map(({word}) => word)).toEqual([
      'seller',
      'give',
      'back',
      'more',
      'share',
      'split',
      'refund',
    ]);
  });

  it('looks a word it repeats up once, with the synonyms of both places', () => {
    expect(typed('refund step by step')).toEqual([
      ['refund', false],
      ['step', false],
    ]);
    // «кроком» and «крок» are one term; so are "payments" and "payment".
    expect(parseQuery('крок за кроком').map(({word}) => word)).toEqual(['крок']);
    expect(parseQuery('payment payments').map(({word}) => word)).toEqual(['payment']);
    // The repeat ends the phrase "two step": the word looked up keeps the phrase's synonym.
    const synonyms = QuerySynonyms.of([{type: 'synonym', synonyms: ['two step', 'hold and capture']}]);
    const [step, ...others] = parseQuery('step two step', synonyms);
    expect(others.map(({word}) => word)).toEqual(['two']);
    expect(step.alternatives.some(({isSynonym, query}) => isSynonym && JSON.stringify(query).includes('hold'))).toBe(
      true,
    );
  });

  it('is cut after ten words', () => {
    const words = 'one two three four five six seven eight nine ten eleven twelve'.split(' ');
    expect(parseQuery(words.join(' ')).map(({word}) => word)).toEqual(words.slice(0, 10));
  });
});

describe('a single letter joined to a word by a hyphen', () => {
  it('is one query word, the compound, which falls back on the word where the index lacks the compound', () => {
    const [word, ...rest] = parseQuery('z-звіт ');
    expect(rest).toEqual([]);
    expect(word.stem).toBe('zзвіт');
    expect(
      word.alternatives.filter((alternative) => alternative.onlyForUnknownWord).map(({query}) => query),
    ).toContainEqual(expect.objectContaining({queries: ['звіт']}));
  });
});

describe('a letter compound being typed or made of stop words', () => {
  it('parses without failing, as its letter and word where the compound is no term', () => {
    for (const query of ['Z-з', 'e-c', 'M-P', 'A-Z', 'a-b', 'A-to-Z guide', 'e-to ', 'Z-на']) {
      expect(() => parseQuery(query)).not.toThrow();
    }
    expect(parseQuery('A-to-Z guide').map(({word}) => word)).toContain('guide');
  });

  it('gets the synonyms of a phrase with the same compound in the table', () => {
    const synonyms = QuerySynonyms.of([{type: 'synonym', synonyms: ['e-wallet', 'digital wallet']}]);
    const synonymQueries = parseQuery('e-wallet ', synonyms)[0]
      .alternatives.filter(({isSynonym}) => isSynonym)
      .map(({query}) => query.queries);
    expect(synonymQueries).toEqual([['digit', 'wallet']]);
  });
});

describe("another API's name in the query", () => {
  const synonyms = QuerySynonyms.of([{type: 'oneWaySynonym', input: 'trial_period_days', synonyms: ['start_at']}]);

  it('is looked up as our name only, not as the words it is made of, and carries our identifier', () => {
    const words = parseQuery('trial_period_days ', synonyms);
    expect(words.map(({word}) => word)).toEqual(['trial', 'period', 'days']);
    for (const {alternatives} of words) {
      expect(alternatives.every(({isSynonym}) => isSynonym)).toBe(true);
    }
    expect(words.flatMap(({synonymIdentifiers}) => synonymIdentifiers ?? [])).toEqual(['start_at']);
  });

  it('is read as words where the table does not name it', () => {
    const [trial] = parseQuery('trial_period_days ');
    expect(trial.alternatives.some(({isSynonym}) => !isSynonym)).toBe(true);
  });
});

describe('our name spelt out as words', () => {
  const synonyms = QuerySynonyms.of([{type: 'oneWaySynonym', input: 'do not honor', synonyms: ['do_not_honor']}]);
  const identifiers = (query: string) =>
    parseQuery(query, synonyms).flatMap(({synonymIdentifiers}) => synonymIdentifiers ?? []);

  it('carries our identifier when it is the whole query, or the query but for a verb that asks about it', () => {
    expect(identifiers('do not honor')).toEqual(['do_not_honor']);
    expect(identifiers('do not honor що означає')).toEqual(['do_not_honor']);
    expect(identifiers('what does do not honor mean')).toEqual(['do_not_honor']);
  });

  it('is words among the words of a question about something else', () => {
    expect(identifiers('test card for do not honor')).toEqual([]);
  });
});

describe('a long word the index may lack', () => {
  it('is looked up last by its beginnings, each allowed a typo, and only when nothing else found it', () => {
    const [word] = parseQuery('subscrptions ');
    const last = word.alternatives.at(-1)!;
    expect(last.onlyWhenNothingFound).toBe(true);
    expect(last.query).toMatchObject({
      queries: ['subscrption', 'subscrptio', 'subscrpti', 'subscrpt', 'subscrp'],
      fuzzy: 1,
    });
    expect(word.alternatives.filter(({onlyWhenNothingFound}) => onlyWhenNothingFound)).toHaveLength(1);
  });

  it('is not guessed at when it is short', () => {
    expect(parseQuery('cards ')[0].alternatives.some(({onlyWhenNothingFound}) => onlyWhenNothingFound)).toBe(false);
  });
});

describe('a Ukrainian noun whose к, г or х turns into ц, з or с before -і', () => {
  /** The forms a word is always looked up as besides its own, as they are (no typos, no prefix, no synonyms). */
  const exactTerms = (query: string) =>
    parseQuery(query)[0].alternatives.flatMap(({query: lookup, isSynonym, onlyForUnknownWord}) =>
      typeof lookup === 'object' && !('fuzzy' in lookup) && !('prefix' in lookup) && !isSynonym && !onlyForUnknownWord
        ? (lookup.queries as string[])
        : [],
    );

  it('is looked up as the stem of its other forms too', () => {
    const [card] = parseQuery('картці ');
    const [service] = parseQuery('послузі ');
    const [cardAlone] = parseQuery('картка ');
    const [serviceAlone] = parseQuery('послуга ');
    expect(exactTerms('картці ')).toContain(cardAlone.stem);
    expect(exactTerms('послузі ')).toContain(serviceAlone.stem);
    expect(card.stem).not.toBe(cardAlone.stem);
    expect(service.stem).not.toBe(serviceAlone.stem);
  });

  it('leaves alone a word that does not end so', () => {
    expect(exactTerms('картки ')).toEqual([]);
    expect(exactTerms('оплаті ')).toEqual([]);
  });
});
