import {describe, expect, it} from 'vitest';
import {fixtureEngine, page, resultPaths} from './fixtureIndex';

/**
 * A site where most sections say «оплата», as payment docs do. The React page never says it; the widget's quick start
 * says it in its title and all through its text, and never mentions React.
 */
const engine = fixtureEngine({
  pages: [
    page('/uk/widget/react/', 'Віджет', 'Віджет у застосунку на React', [
      [null, null, ['Компонент підключає скрипт і відкриває форму з вашого коду.']],
      ['Компонент React', 'component', ['Компонент передає події у ваші обробники.']],
    ]),
    page('/uk/widget/start/', 'Віджет', 'Оплата через віджет', [
      [
        null,
        null,
        ['Оплата у віджеті: клієнт обирає спосіб, оплата проходить без переходу. Віджет працює на будь-якому сайті.'],
      ],
      ['Оплата карткою у віджеті', 'cards', ['Оплата карткою та гаманцем.']],
    ]),
    // Pages that say it and nothing of the query, as most of the site does.
    ...['Гаманці', 'Онлайн-банкінг', 'Ваучери'].map((title, index) =>
      page(`/uk/methods/${index}/`, 'Способи', title, [
        [null, null, [`Оплата: ${title.toLowerCase()}.`]],
        ['Оплата за країнами', 'countries', ['Оплата доступна в Індії та Польщі.']],
      ]),
    ),
  ],
});

describe('a word that most sections say', () => {
  it('counts for less among the query words a section matches, so the page with the rarer words leads', () => {
    expect(resultPaths(engine, 'оплата віджетом react')[0]).toBe('/uk/widget/react/');
  });
});
