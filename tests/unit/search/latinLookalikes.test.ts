import {describe, expect, it} from 'vitest';
import {fixtureEngine, page, resultPaths} from './fixtureIndex';

const engine = fixtureEngine({
  pages: [
    page('/uk/account/', 'Початок', 'Створення акаунта', [[null, null, ['Вкажіть код MCC вашого бізнесу в заявці.']]]),
    page('/uk/pci/', 'Інтеграція', 'PCI DSS', [[null, null, ['Номер картки зберігає лише той, хто має сертифікат.']]]),
    // A Ukrainian word of letters that all look like Latin capitals.
    page('/uk/amount/', 'Платежі', 'Сума платежу', [[null, null, ['Сума платежу в копійках.']]]),
    page('/uk/latin/', 'Інше', 'Cyma', [[null, null, ['Cyma is a word of Latin letters.']]]),
  ],
});

describe('an acronym typed in Cyrillic letters that look like Latin ones', () => {
  it('is looked up as the Latin acronym when the index does not have it as typed', () => {
    expect(resultPaths(engine, 'мсс ')).toEqual(['/uk/account/']);
    expect(resultPaths(engine, 'РСІ ')).toEqual(['/uk/pci/']);
  });

  it('is looked up only as typed when the index has it: «сума» is not `cyma`', () => {
    expect(resultPaths(engine, 'сума ')).toEqual(['/uk/amount/']);
  });
});
