/**
 * Where the Ukrainian text of static/openapi.yaml lives: OpenAPI Overlay files under i18n/uk/openapi/, one per part of
 * the spec so that a translator works on one readable file at a time.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type {OverlayDocument} from './applyOverlay';

export const specPath = path.resolve(__dirname, '../../../static/openapi.yaml');
export const overlayDir = path.resolve(__dirname, '../../../i18n/uk/openapi');

/** The part of the spec a target belongs to, which names its overlay file. */
export type OverlayPart = 'api' | 'webhooks' | 'schemas-payments' | 'schemas-resources';

/** The last schema of the payments half; the split keeps both schema files of similar size. */
const lastPaymentsSchema = 'DisputeList';

export function overlayPartOf(target: string, schemaOrder: string[]): OverlayPart {
  if (target.startsWith("$['webhooks']")) return 'webhooks';
  const schema = /^\$\['components'\]\['schemas'\]\['([^']+)'\]/.exec(target)?.[1];
  if (!schema) return 'api';
  return schemaOrder.indexOf(schema) <= schemaOrder.indexOf(lastPaymentsSchema)
    ? 'schemas-payments'
    : 'schemas-resources';
}

export const overlayParts: OverlayPart[] = ['api', 'webhooks', 'schemas-payments', 'schemas-resources'];

export const overlayFileOf = (part: OverlayPart): string => path.join(overlayDir, `${part}.overlay.yaml`);

export function readSpec(): Record<string, unknown> {
  return YAML.parse(fs.readFileSync(specPath, 'utf8')) as Record<string, unknown>;
}

export function readOverlays(): OverlayDocument[] {
  return overlayParts
    .map(overlayFileOf)
    .filter((file) => fs.existsSync(file))
    .map((file) => YAML.parse(fs.readFileSync(file, 'utf8')) as OverlayDocument);
}
