import {decode, encode} from 'vlq';
import {describe, expect, it} from 'vitest';
import {decodeVlqNumbers} from '../../../src/search/vlqNumbers';

/** The numbers the index's lists hold: mostly small gaps and counts, some large, a few negative. */
function sampleNumbers(count: number): number[] {
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  return Array.from({length: count}, (_, position) => {
    const magnitude = [4, 40, 4_000, 400_000, 2 ** 30][position % 5];
    const value = next() % magnitude;
    return position % 7 === 0 ? -value : value;
  });
}

describe('base64 VLQ lists of numbers', () => {
  it('reads what the vlq package writes, number for number', () => {
    const numbers = sampleNumbers(20_000);
    const text = encode(numbers);
    expect([...decodeVlqNumbers(text)]).toEqual(decode(text));
    expect([...decodeVlqNumbers(text)]).toEqual(numbers.map((number) => (number === 0 ? 0 : number)));
  });

  it('reads an empty list, and a list of one number', () => {
    expect([...decodeVlqNumbers('')]).toEqual([]);
    expect([...decodeVlqNumbers(encode([123_456]))]).toEqual([123_456]);
  });

  it('refuses a character that is no base64 digit, and a list that ends inside a number', () => {
    expect(() => decodeVlqNumbers('AB,C')).toThrow(/at 2/);
    expect(() => decodeVlqNumbers('gB')).not.toThrow();
    expect(() => decodeVlqNumbers('g')).toThrow(/ends inside a number/);
  });
});
