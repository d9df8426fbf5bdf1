/**
 * The Ukrainian API reference is the spec with the overlays of i18n/uk/openapi/ applied. Every English summary,
 * description, title and tag name must have Ukrainian beside it, translated from the English the spec says today.
 */
import {describe, expect, it} from 'vitest';
import {applyOverlay, selectTargets} from '../../plugins/api-reference/overlay/applyOverlay';
import {loadLocalizedSpec} from '../../plugins/api-reference/overlay';
import {readOverlays, readSpec} from '../../plugins/api-reference/overlay/overlayFiles';
import {collectTranslatableText} from '../../plugins/api-reference/overlay/translatableText';
import {translationStatus} from '../../plugins/api-reference/overlay/translationStatus';

const spec = readSpec();
const texts = collectTranslatableText(spec);
const overlays = readOverlays();
const fix = 'translate it in i18n/uk/openapi/ (`npm run reference:translations` lists what is left)';

describe('Ukrainian text of the OpenAPI description', () => {
  it('collects the prose of every part of the spec', () => {
    const parts = new Set(texts.map((text) => /^\$\['(\w+)'\]/.exec(text.target)?.[1]));
    expect([...parts].sort()).toEqual(['components', 'info', 'paths', 'servers', 'tags', 'webhooks']);
    expect(texts.filter((text) => text.target.includes("['example']"))).toEqual([]);
  });

  it('has a Ukrainian text for every English one', () => {
    const {missing} = translationStatus(texts, overlays);
    expect(
      missing.map((text) => `${text.target} ${text.field}`),
      fix,
    ).toEqual([]);
  });

  it('was translated from the English the spec has now', () => {
    const {stale} = translationStatus(texts, overlays);
    const report = stale.map(
      ({text, entry}) => `${text.target} ${text.field}: was "${entry.source}", is "${text.english}"`,
    );
    expect(report, 'the English changed after translation: re-read the Ukrainian, then set x-source').toEqual([]);
  });

  it('has no entry the spec no longer holds, and every target selects exactly one object', () => {
    expect(translationStatus(texts, overlays).orphaned).toEqual([]);
    const ambiguous = overlays
      .flatMap((overlay) => overlay.actions)
      .filter((action) => selectTargets(spec, action.target).length !== 1)
      .map((action) => action.target);
    expect(ambiguous).toEqual([]);
  });

  it('reads as Ukrainian: Cyrillic wherever the English has words, and no Russian letters', () => {
    const entries = overlays.flatMap((overlay) =>
      overlay.actions.flatMap((action) => Object.entries(action.update ?? {})),
    );
    const untranslated = entries
      .filter(([, ukrainian]) => !/[а-яіїєґ]/i.test(ukrainian))
      // Product names stay as they are ("Google Pay, UAH"); three lower-case English words in a row are prose.
      .filter(([, ukrainian]) => /\b[a-z]{2,}\s+[a-z]{2,}\s+[a-z]{2,}\b/.test(ukrainian.replace(/`[^`]*`/g, '')));
    expect(untranslated).toEqual([]);
    expect(entries.filter(([, ukrainian]) => /[ыэъё]/i.test(ukrainian))).toEqual([]);
  });

  it('puts the Ukrainian into the spec used for /uk/reference/ and leaves the English one alone', () => {
    const ukrainian = loadLocalizedSpec('uk') as {info: {title: string}};
    const englishSpec = loadLocalizedSpec('en') as {info: {title: string}};
    expect(englishSpec.info.title).toBe((spec as {info: {title: string}}).info.title);
    expect(ukrainian.info.title).not.toBe(englishSpec.info.title);
  });

  it('merges an action into its target and refuses a target that selects nothing', () => {
    const document = {overlay: '1.0.0', info: {title: 't', version: '1'}};
    const merged = applyOverlay({paths: {'/a': {get: {summary: 'List'}}}}, [
      {...document, actions: [{target: "$['paths']['/a']['get']", update: {summary: 'Список'}}]},
    ]);
    expect(merged.paths['/a'].get.summary).toBe('Список');
    expect(() => applyOverlay({}, [{...document, actions: [{target: "$['nothing']", update: {}}]}])).toThrow(
      /selects nothing/,
    );
  });
});
