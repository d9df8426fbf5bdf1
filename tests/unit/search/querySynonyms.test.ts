import {describe, expect, it} from 'vitest';
import {QuerySynonyms} from '../../../src/search/querySynonyms';
import {termOf, tokenize} from '../../../src/search/textAnalysis';

const terms = (text: string) => tokenize(text).flatMap((word) => termOf(word) ?? []);

/** The phrases a query expands to, as written in the table (compared as terms). */
function expansions(synonyms: QuerySynonyms, query: string) {
  return synonyms
    .expand(terms(query))
    .map(({start, end, phrases}) => ({start, end, phrases: phrases.map((p) => p.join(' '))}));
}

const phrases = (...written: string[]) => written.map((phrase) => terms(phrase).join(' '));

describe('query synonyms (as Algolia applies index synonyms)', () => {
  const synonyms = QuerySynonyms.of([
    {type: 'synonym', synonyms: ['вебхук', 'колбек', 'webhook']},
    {type: 'synonym', synonyms: ['холд', 'блокування коштів']},
    {type: 'oneWaySynonym', input: 'карта', synonyms: ['картка']},
    {type: 'synonym', synonyms: ['reversal', 'refund']},
    {type: 'synonym', synonyms: ['reversal', 'void']},
  ]);

  it('gives a word of a multi-way group every other phrase of the group', () => {
    expect(expansions(synonyms, 'колбек')).toEqual([{start: 0, end: 1, phrases: phrases('вебхук', 'webhook')}]);
    expect(expansions(synonyms, 'webhook')).toEqual([{start: 0, end: 1, phrases: phrases('вебхук', 'колбек')}]);
  });

  it('reads the query and the table as index terms, so any form of a word is the word', () => {
    expect(expansions(synonyms, 'колбеки')).toEqual(expansions(synonyms, 'колбек'));
    expect(expansions(synonyms, 'вебхуків')).toEqual([{start: 0, end: 1, phrases: phrases('колбек', 'webhook')}]);
    // The table writes «коштів», the reader «кошти».
    expect(expansions(synonyms, 'блокування кошти')).toEqual([{start: 0, end: 2, phrases: phrases('холд')}]);
  });

  it('gives a one-way synonym to its input only', () => {
    expect(expansions(synonyms, 'тестові карти')).toEqual([{start: 1, end: 2, phrases: phrases('картка')}]);
    expect(expansions(synonyms, 'картки')).toEqual([]);
  });

  it('matches a phrase of the table as a run of query words, and gives a word a phrase', () => {
    expect(expansions(synonyms, 'блокування коштів на картці')).toEqual([{start: 0, end: 2, phrases: phrases('холд')}]);
    expect(expansions(synonyms, 'холд')).toEqual([{start: 0, end: 1, phrases: phrases('блокування коштів')}]);
    expect(expansions(synonyms, 'блокування')).toEqual([]);
  });

  it('gives a word in several groups the phrases of all of them', () => {
    expect(expansions(synonyms, 'reversal')).toEqual([{start: 0, end: 1, phrases: phrases('refund', 'void')}]);
    expect(expansions(synonyms, 'refund')).toEqual([{start: 0, end: 1, phrases: phrases('reversal')}]);
  });
});

describe("another API's names in the table", () => {
  const synonyms = QuerySynonyms.of([
    {type: 'oneWaySynonym', input: 'trial_period_days', synonyms: ['start_at', 'free trial']},
    {type: 'oneWaySynonym', input: 'orderTimeout', synonyms: ['expires_at']},
    {type: 'oneWaySynonym', input: 'RedirectShopper', synonyms: ['next_action']},
    {type: 'oneWaySynonym', input: 'Cko-Idempotency-Key', synonyms: ['Idempotency-Key']},
    {type: 'oneWaySynonym', input: 'e-wallet', synonyms: ['digital_wallet']},
    {type: 'synonym', synonyms: ['payment_link', 'pay link']},
  ]);
  const foreign = (query: string) =>
    synonyms.expand(terms(query)).map(({isForeignName, identifiers}) => ({isForeignName, identifiers}));

  it('mark a snake_case, dotted, camelCase, PascalCase or Header-Case input as a name, with the identifiers of ours it stands for', () => {
    expect(foreign('trial_period_days')).toEqual([{isForeignName: true, identifiers: ['start_at']}]);
    expect(foreign('orderTimeout')).toEqual([{isForeignName: true, identifiers: ['expires_at']}]);
    expect(foreign('RedirectShopper')).toEqual([{isForeignName: true, identifiers: ['next_action']}]);
    expect(foreign('Cko-Idempotency-Key')).toEqual([{isForeignName: true, identifiers: ['idempotency-key']}]);
  });

  it('leave a hyphenated input and a multi-way group as words, an input of a one-way group with our identifiers', () => {
    expect(foreign('e-wallet')).toEqual([{isForeignName: false, identifiers: ['digital_wallet']}]);
    expect(foreign('payment_link')).toEqual([{isForeignName: false, identifiers: []}]);
  });
});
