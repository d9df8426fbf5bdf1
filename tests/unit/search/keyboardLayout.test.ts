import {describe, expect, it} from 'vitest';
import {retypedInOtherLayout} from '../../../src/search/keyboardLayout';
import {fixtureEngine, resultPaths} from './fixtureIndex';

describe('a query typed in the wrong keyboard layout', () => {
  it('is retyped in the other layout, both ways', () => {
    expect(retypedInOtherLayout('ntcnjds rfhnrb')).toBe('тестові картки');
    expect(retypedInOtherLayout('dt,[er')).toBe('вебхук');
    expect(retypedInOtherLayout('зфнщгеі')).toBe('payouts');
  });

  it('keeps the short words of a phrase beside a longer one', () => {
    expect(retypedInOtherLayout('dbgkfnb yf rfhnre')).toBe('виплати на картку');
    expect(retypedInOtherLayout('yf lj')).toBeNull();
  });

  it('is left alone when it mixes layouts, has short words or would not be words in the other layout', () => {
    for (const query of ['webhook вебхук', 'ok', 'api 3ds', 'жжщфцй', '1302', '']) {
      expect(retypedInOtherLayout(query), query).toBeNull();
    }
  });

  it('finds the pages of the retyped query when the query finds nothing as typed', () => {
    const engine = fixtureEngine();
    expect(resultPaths(engine, 'dt,[erb')).toEqual(resultPaths(engine, 'вебхуки'));
    expect(resultPaths(engine, 'вебхуки').length).toBeGreaterThan(0);
  });
});
