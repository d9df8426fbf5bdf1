import {describe, expect, it} from 'vitest';
import {fixtureEngine, page, paymentMethodPages, resultPaths} from './fixtureIndex';

/**
 * A section's overview is named after the section and has a heading on doing it through the API; the API page's title
 * only says «через API», under the section's name in the breadcrumb.
 */
const engine = fixtureEngine({
  pages: [
    page('/uk/two-step/', 'Двоетапна оплата', 'Двоетапна оплата: авторизація', [
      [null, null, ['Двоетапна оплата спершу блокує суму на картці, а списує її пізніше.']],
      ['Як почати', 'start', ['Створіть авторизацію через API або платіжне посилання.']],
      ['Двоетапна оплата через API', 'api', ['Через API двоетапну оплату завершують списанням або скасуванням.']],
    ]),
    page('/uk/two-step/api/', 'Двоетапна оплата', 'Авторизація через API', [
      [null, null, ['Надішліть запит із capture: false.']],
      ['Відповідь', 'response', ['У відповіді статус authorized.']],
    ]),
    ...paymentMethodPages('Оплата проходить одразу.'),
  ],
});

describe("a page's section name, before its title", () => {
  it('counts towards the title that the query covers', () => {
    expect(resultPaths(engine, 'двоетапна оплата через api')[0]).toBe('/uk/two-step/api/');
  });

  it('does not take the section name itself from its overview', () => {
    expect(resultPaths(engine, 'двоетапна оплата')[0]).toBe('/uk/two-step/');
  });
});
