import {describe, expect, it} from 'vitest';
import {fixtureEngine, page, resultPaths} from './fixtureIndex';

const engine = fixtureEngine({
  pages: [
    page('/uk/widget/', 'Чекаути', 'Платіжний віджет', [
      [null, null, ['Віджет оплати відкриває форму на вашій сторінці.']],
    ]),
    page('/uk/methods/', 'Способи оплати', 'Способи оплати за країнами', [
      [
        null,
        null,
        ['Оплати картками, гаманцями й банками. Віджет показує ті способи оплати, що діють у країні клієнта.'],
      ],
    ]),
    // A Ukrainian word with и whose spelling with і is another word.
    page('/uk/whale/', 'Тварини', 'Синій кит', [[null, null, ['Кит живе в океані.']]]),
    page('/uk/cat/', 'Тварини', 'Кіт', [[null, null, ['Кіт спить. Кіт їсть. Кіт муркоче.']]]),
    // A page that has only the word a synonym of the table leads to.
    page('/uk/india/', 'Способи оплати', 'Індія', [[null, null, ['Клієнт платить через netbanking свого банку.']]]),
  ],
  synonyms: [{type: 'oneWaySynonym', input: 'нетбанкінг', synonyms: ['netbanking']}],
});

describe('a word spelt the Russian way', () => {
  it('is also looked up with і for и, as its Ukrainian spelling, when the index does not have it as typed', () => {
    // «виджет» is one typo from «віджет», which counts for less than the word itself: the page that has «оплати» in
    // its title led. Spelt the Ukrainian way, the word is the widget page's own.
    expect(resultPaths(engine, 'виджет оплаты')[0]).toBe('/uk/widget/');
  });

  it('gets the synonyms of the table of its Ukrainian spelling, when the index does not have it as typed', () => {
    expect(resultPaths(engine, 'нетбанкинг ')).toEqual(['/uk/india/']);
  });

  it('is looked up only as typed when the index has it: «кит» is not «кіт»', () => {
    expect(resultPaths(engine, 'кит ')).toEqual(['/uk/whale/']);
  });
});
