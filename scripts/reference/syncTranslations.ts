/**
 * `npm run reference:translations`: rewrites the Ukrainian overlays of the OpenAPI description in spec order, keeping
 * every translation, adding an empty entry (with its English source) for each new string and dropping entries whose
 * target left the spec. It then lists what still needs a translator: missing and stale entries. It never changes a
 * translation or its recorded source, so a stale entry stays stale until someone re-reads it.
 */
import fs from 'node:fs';
import {format, resolveConfig} from 'prettier';
import YAML from 'yaml';
import type {OverlayAction, OverlayDocument} from '../../plugins/api-reference/overlay/applyOverlay';
import {
  overlayDir,
  overlayFileOf,
  overlayPartOf,
  overlayParts,
  readOverlays,
  readSpec,
  type OverlayPart,
} from '../../plugins/api-reference/overlay/overlayFiles';
import {collectTranslatableText} from '../../plugins/api-reference/overlay/translatableText';
import {entryKey, translationEntries, translationStatus} from '../../plugins/api-reference/overlay/translationStatus';

const spec = readSpec();
const texts = collectTranslatableText(spec);
const overlays = readOverlays();
const entries = translationEntries(overlays);
const schemaOrder = Object.keys((spec.components as {schemas: object}).schemas);

const actionsByPart = new Map<OverlayPart, Map<string, OverlayAction>>(overlayParts.map((part) => [part, new Map()]));
for (const text of texts) {
  const actions = actionsByPart.get(overlayPartOf(text.target, schemaOrder))!;
  let action = actions.get(text.target);
  if (!action) {
    action = {target: text.target, update: {}, 'x-source': {}};
    actions.set(text.target, action);
  }
  const entry = entries.get(entryKey(text.target, text.field));
  action.update![text.field] = entry?.ukrainian ?? '';
  action['x-source']![text.field] = entry?.source ?? text.english;
}

const header = [
  ' Ukrainian text of static/openapi.yaml (OpenAPI Overlay 1.0), applied to build the /uk/reference/ pages.',
  ' `update` holds the Ukrainian; `x-source` the English it translates. When the English changes, a unit test',
  ' fails until the Ukrainian is re-read and `x-source` set to the new English. `npm run reference:translations`',
  ' adds new strings and lists missing and stale ones.',
].join('\n');

async function writeOverlays(): Promise<void> {
  fs.mkdirSync(overlayDir, {recursive: true});
  for (const part of overlayParts) {
    const overlay: OverlayDocument = {
      overlay: '1.0.0',
      info: {title: `Kalyna API: Ukrainian text (${part})`, version: '1.0.0'},
      actions: [...actionsByPart.get(part)!.values()],
    };
    const document = new YAML.Document(overlay);
    document.commentBefore = header;
    const file = overlayFileOf(part);
    // Written as Prettier would, so the project's format check and this script never disagree.
    const options = {...(await resolveConfig(file)), filepath: file};
    fs.writeFileSync(file, await format(document.toString({lineWidth: 0}), options));
  }

  const status = translationStatus(texts, readOverlays());
  for (const text of status.missing) console.log(`missing  ${text.target} ${text.field}`);
  for (const {text} of status.stale) console.log(`stale    ${text.target} ${text.field}`);
  console.log(
    `${texts.length} strings: ${status.missing.length} without Ukrainian, ${status.stale.length} stale, ` +
      `${status.orphaned.length} orphaned after sync`,
  );
}

void writeOverlays();
