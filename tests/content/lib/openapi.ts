/**
 * static/openapi.yaml, read once, and an ajv validator for its component schemas. OpenAPI 3.1 schemas are JSON
 * Schema 2020-12 plus a few annotation keywords, so ajv's 2020 dialect validates them once the component refs
 * point at `$defs`.
 */
import fs from 'node:fs';
import path from 'node:path';
import Ajv2020, {type ErrorObject, type ValidateFunction} from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import YAML from 'yaml';
import {projectRoot} from './pages';

export interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
  webhooks: Record<string, unknown>;
  components: {schemas: Record<string, unknown>};
}

export const openApiPath = path.join(projectRoot, 'static/openapi.yaml');

let document: OpenApiDocument | undefined;
export function loadOpenApi(): OpenApiDocument {
  document ??= YAML.parse(fs.readFileSync(openApiPath, 'utf8')) as OpenApiDocument;
  return document;
}

const componentRef = '#/components/schemas/';
const schemasId = 'https://kalyna.example/openapi/schemas';

/** A deep copy with every `#/components/schemas/X` reference turned into `#/$defs/X`. */
function pointRefsAtDefs(value: unknown): unknown {
  if (typeof value === 'string')
    return value.startsWith(componentRef) ? `#/$defs/${value.slice(componentRef.length)}` : value;
  if (Array.isArray(value)) return value.map(pointRefsAtDefs);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, pointRefsAtDefs(inner)]));
  }
  return value;
}

let ajv: Ajv2020 | undefined;

function schemaAjv(): Ajv2020 {
  if (ajv) return ajv;
  ajv = new Ajv2020({allErrors: true, strict: true, strictTypes: false});
  addFormats(ajv);
  // OpenAPI's own keywords carry no validation: discriminator only names the property oneOf already checks
  for (const keyword of ['discriminator', 'example', 'xml', 'externalDocs']) ajv.addKeyword(keyword);
  ajv.addSchema({$id: schemasId, $defs: pointRefsAtDefs(loadOpenApi().components.schemas)});
  return ajv;
}

export const schemaNames = (): string[] => Object.keys(loadOpenApi().components.schemas);

/** The validator of `#/components/schemas/<name>`, or undefined when the spec has no such schema. */
export function schemaValidator(name: string): ValidateFunction | undefined {
  if (!schemaNames().includes(name)) return undefined;
  return schemaAjv().getSchema(`${schemasId}#/$defs/${name}`);
}

export const formatAjvErrors = (errors: ErrorObject[] | null | undefined): string =>
  (errors ?? [])
    .map((error) => `    ${error.instancePath || '(root)'} ${error.message ?? ''} ${JSON.stringify(error.params)}`)
    .join('\n');
