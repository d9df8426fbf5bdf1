import {describe, expect, it} from 'vitest';
import {fixtureEngine, page, resultPaths} from './fixtureIndex';

/** Every page has reports; one explains the Z report, whose letter alone is no word. */
const engine = fixtureEngine({
  pages: [
    page('/uk/financial-data/', 'Фінанси', 'Фінансові дані', [
      [null, null, ['Звіт за день, звіт за місяць і звіт про виплати в кабінеті.']],
      ['Повернення', 'refunds', ['Звіт показує кожне повернення.']],
    ]),
    page('/uk/balances/', 'Фінанси', 'Баланси', [[null, null, ['Щоденний звіт про баланс і звіт про комісії.']]]),
    page('/uk/prro/', 'Фіскалізація', 'ПРРО', [
      [null, null, ['Каса працює зміною.']],
      ['Закриття зміни', 'shift', ['Наприкінці дня каса формує Z-звіт і закриває зміну.']],
    ]),
  ],
});

describe('a single letter joined to a word by a hyphen', () => {
  it('finds the page that names the thing, not every page with the word', () => {
    expect(resultPaths(engine, 'z-звіт')[0]).toBe('/uk/prro/');
    expect(resultPaths(engine, 'Z-звіту ')[0]).toBe('/uk/prro/');
  });

  it('lights up the letter and the word of the compound in the text, not every report', () => {
    const text = 'Каса формує Z-звіт; звіт за день іде окремо.';
    const {tokens, matched} = engine.matchText(text, engine.search('z-звіт').matchedTerms);
    expect(tokens.filter((_, index) => matched[index]).map(({original, start}) => [original, start])).toEqual([
      ['Z', 12],
      ['звіт', 14],
    ]);
  });
});
