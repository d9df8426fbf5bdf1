/**
 * The OpenAPI description in a site locale: English as written in static/openapi.yaml, Ukrainian with the overlays of
 * i18n/uk/openapi/ applied. Read once per process; the reference pages of both locales come from here.
 */
import {applyOverlay, type OverlayDocument} from './applyOverlay';
import {readOverlays, readSpec} from './overlayFiles';

export type ReferenceLocale = 'en' | 'uk';

const cache = new Map<ReferenceLocale, Record<string, unknown>>();

export function loadLocalizedSpec(locale: ReferenceLocale): Record<string, unknown> {
  let spec = cache.get(locale);
  if (!spec) {
    const english = readSpec();
    spec = locale === 'en' ? english : applyOverlay(english, readOverlays().map(withoutEmptyUpdates));
    cache.set(locale, spec);
  }
  return spec;
}

/** A string not translated yet reads in English rather than blank; the translation test reports it as missing. */
function withoutEmptyUpdates(overlay: OverlayDocument): OverlayDocument {
  return {
    ...overlay,
    actions: overlay.actions.map((action) => ({
      ...action,
      update: Object.fromEntries(Object.entries(action.update ?? {}).filter(([, text]) => text.trim() !== '')),
    })),
  };
}
