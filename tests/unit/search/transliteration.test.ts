// Ukrainian typed in Latin letters, and its readings back. cspell:ignore povernennia povernennya koshtiv vebhuky vebhuk zzqxwv поверненниа коштив
import {describe, expect, it} from 'vitest';
import {transliterations} from '../../../src/search/transliteration';
import {fixtureEngine, resultPaths} from './fixtureIndex';

describe('a query in the other script', () => {
  it('is read back into Cyrillic in the national standard and in the older spelling', () => {
    expect(transliterations('Povernennia koshtiv')).toEqual(['повернення коштів', 'поверненниа коштив']);
    expect(transliterations('povernennya koshtiv')).toEqual(['поверненниа коштів', 'повернення коштив']);
  });

  it('is read into Latin letters when typed in Cyrillic', () => {
    expect(transliterations('3дс')).toEqual(['3ds']);
  });

  it('is left alone when it mixes scripts, is too short or has letters no Ukrainian word has', () => {
    for (const query of ['webhook вебхук', 'ю', 'zzqxwv', '1302', '']) {
      expect(transliterations(query), query).toEqual([]);
    }
  });

  it('finds the pages of the query in Cyrillic when it finds nothing as typed', () => {
    const engine = fixtureEngine();
    expect(resultPaths(engine, 'povernennia koshtiv')[0]).toBe('/uk/refunds/');
    expect(resultPaths(engine, 'povernennya koshtiv')[0]).toBe('/uk/refunds/');
    expect(resultPaths(engine, 'vebhuky')[0]).toBe('/uk/webhooks/');
    expect(resultPaths(engine, 'zzqxwv')).toEqual([]);
  });
});
