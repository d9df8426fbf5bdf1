/**
 * Applies OpenAPI Overlay 1.0 documents (https://spec.openapis.org/overlay/v1.0.0) to a parsed OpenAPI description:
 * each action's `update` is merged into every object its JSONPath `target` selects. The Ukrainian reference is the
 * English spec with the Ukrainian overlay applied, so structure comes from one file only.
 */
import {JSONPath} from 'jsonpath-plus';

export interface OverlayAction {
  target: string;
  update?: Record<string, string>;
  /** The English text the update translates, field by field; a test compares it with the spec to find stale text. */
  'x-source'?: Record<string, string>;
}

export interface OverlayDocument {
  overlay: string;
  info: {title: string; version: string};
  actions: OverlayAction[];
}

/** The objects a target selects; an overlay whose target selects nothing is out of date with the spec. */
export function selectTargets(spec: object, target: string): Record<string, unknown>[] {
  const selected = JSONPath({path: target, json: spec, wrap: true}) as unknown[];
  return selected.filter((value): value is Record<string, unknown> => !!value && typeof value === 'object');
}

export function applyOverlay<T extends object>(spec: T, overlays: OverlayDocument[]): T {
  const copy = structuredClone(spec);
  for (const overlay of overlays) {
    for (const action of overlay.actions) {
      const targets = selectTargets(copy, action.target);
      if (targets.length === 0) {
        throw new Error(`Overlay "${overlay.info.title}": target ${action.target} selects nothing in the spec`);
      }
      for (const target of targets) Object.assign(target, action.update);
    }
  }
  return copy;
}
