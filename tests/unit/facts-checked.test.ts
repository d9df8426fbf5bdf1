import {describe, expect, it} from 'vitest';
import {factsCheckedDate, hasAgeingFacts, isFactsCheckStale} from '../../src/data/factsChecked';

describe('facts_checked', () => {
  it('reads the date as YAML gives it, a Date or a string', () => {
    expect(factsCheckedDate({facts_checked: new Date('2026-11-25')})?.toISOString()).toBe('2026-11-25T00:00:00.000Z');
    expect(factsCheckedDate({facts_checked: '2026-11-25'})?.toISOString()).toBe('2026-11-25T00:00:00.000Z');
    expect(factsCheckedDate({})).toBeUndefined();
    expect(() => factsCheckedDate({facts_checked: 'last week'})).toThrow(/not a date/);
  });

  it('calls a check stale after a year, not before', () => {
    const checked = new Date('2026-11-25');
    expect(isFactsCheckStale(checked, new Date('2027-11-20'))).toBe(false);
    expect(isFactsCheckStale(checked, new Date('2027-11-27'))).toBe(true);
  });

  it('knows which pages have ageing facts', () => {
    expect(hasAgeingFacts('sbcr/national-cashback.mdx')).toBe(true);
    expect(hasAgeingFacts('transactions-2-step/auth/index.mdx')).toBe(true);
    expect(hasAgeingFacts('transactions-2-step/auth/api.mdx')).toBe(false);
    expect(hasAgeingFacts('webhooks/setting.mdx')).toBe(false);
  });
});
