/**
 * Compares the spec's English prose with the Ukrainian overlays: what has no translation yet, what was translated from
 * English that has changed since, and which overlay entries no longer match anything in the spec.
 */
import type {OverlayDocument} from './applyOverlay';
import type {TranslatableText} from './translatableText';

export interface TranslationEntry {
  target: string;
  field: string;
  ukrainian: string;
  /** The English text at the time of translation. */
  source: string;
}

export interface TranslationStatus {
  missing: TranslatableText[];
  stale: {text: TranslatableText; entry: TranslationEntry}[];
  orphaned: TranslationEntry[];
}

export const entryKey = (target: string, field: string): string => `${target} ${field}`;

export function translationEntries(overlays: OverlayDocument[]): Map<string, TranslationEntry> {
  const entries = new Map<string, TranslationEntry>();
  for (const action of overlays.flatMap((overlay) => overlay.actions)) {
    for (const [field, ukrainian] of Object.entries(action.update ?? {})) {
      const source = action['x-source']?.[field] ?? '';
      entries.set(entryKey(action.target, field), {target: action.target, field, ukrainian, source});
    }
  }
  return entries;
}

export function translationStatus(texts: TranslatableText[], overlays: OverlayDocument[]): TranslationStatus {
  const entries = translationEntries(overlays);
  const status: TranslationStatus = {missing: [], stale: [], orphaned: []};
  const seen = new Set<string>();
  for (const text of texts) {
    const key = entryKey(text.target, text.field);
    seen.add(key);
    const entry = entries.get(key);
    if (!entry || entry.ukrainian.trim() === '') status.missing.push(text);
    else if (entry.source !== text.english) status.stale.push({text, entry});
  }
  for (const [key, entry] of entries) if (!seen.has(key)) status.orphaned.push(entry);
  return status;
}
