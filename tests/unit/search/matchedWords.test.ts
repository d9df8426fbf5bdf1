import {describe, expect, it} from 'vitest';
import {fixtureEngine, page, paymentMethodPages, resultPaths} from './fixtureIndex';

/**
 * The pages about holds say «холд» in their titles and headings, and many pages mention it; one long paragraph of the
 * personal settings page is the only place that has both words of the reader's query.
 */
const engine = fixtureEngine({
  pages: [
    page('/uk/hold/void/', 'Оплата', 'Скасування холду', [
      [null, null, ['Скасуйте холд, коли замовлення не відбудеться.']],
      ['Коли скасовувати холд', 'when', ['Холд тримає кошти до списання.']],
      ['Способи скасувати холд', 'how', ['Холд скасовують через API або в кабінеті.']],
    ]),
    page('/uk/hold/auth/', 'Оплата', 'Авторизація (холд)', [
      [null, null, ['Холд блокує кошти на картці клієнта.']],
      ['Списати чи скасувати холд', 'next', ['Після холду спишіть кошти або скасуйте холд.']],
    ]),
    page('/uk/settings/', 'Кабінет', 'Особисті налаштування', [
      [null, null, ['Імʼя, телефон і мова кабінету.']],
      [
        'Сповіщення',
        'notifications',
        [
          'Виберіть, про що кабінет пише вам листом: нові спори й чарджбеки, щоденні й щомісячні звіти, виплати, ' +
            'помилки вебхуків, а також нагадування, коли спливає строк холду, кошти з якого ви можете списати.',
        ],
      ],
    ]),
    ...paymentMethodPages('Холд можливий для карток.'),
  ],
});

describe('a section that matches more of the query words', () => {
  it('outranks pages whose titles and headings say one of them', () => {
    expect(resultPaths(engine, 'нагадування холд ')[0]).toBe('/uk/settings/');
  });
});

/**
 * «списати» stems to спис-, a typo away from «опис» (description): the page with a description of funds in its
 * title has a look-alike of the word, which must not count as the word among those the section matches.
 */
const lookAlikeEngine = fixtureEngine({
  pages: [
    page('/uk/statement/', 'Звіти', 'Опис коштів', [
      [null, null, ['Опис коштів показує залишок і рух коштів за день.']],
      ['Опис руху коштів', 'moves', ['Кошти, опис і підсумок.']],
    ]),
    page('/uk/capture/', 'Оплата', 'Списання', [
      [
        null,
        null,
        ['Після авторизації можна списати кошти: надішліть запит, і банк спише суму з картки клієнта протягом дня.'],
      ],
    ]),
    ...paymentMethodPages('Запит на повернення.'),
  ],
});

describe('a word matched only by a look-alike', () => {
  it('does not count as a matched word of the section', () => {
    expect(resultPaths(lookAlikeEngine, 'списати кошти')[0]).toBe('/uk/capture/');
  });
});
