/**
 * The parts of an OpenAPI 3.1 document the reference pages read, and the one way to follow its local `$ref`s.
 * Loosely typed on purpose: the spec's own linter (openapi-lint.test.ts) checks its shape, the pages only read it.
 */
import {loadLocalizedSpec} from './overlay';
import {specPath} from './overlay/overlayFiles';

export {specPath};

export type Locale = 'en' | 'uk';
export const locales: Locale[] = ['en', 'uk'];

export interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  title?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  additionalProperties?: boolean | Schema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  examples?: unknown[];
  example?: unknown;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  discriminator?: {propertyName: string; mapping?: Record<string, string>};
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
}

export interface Example {
  summary?: string;
  description?: string;
  value?: unknown;
}

export interface MediaType {
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, Example>;
}

export interface Parameter {
  $ref?: string;
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: Schema;
  example?: unknown;
}

export interface Response {
  $ref?: string;
  description?: string;
  content?: Record<string, MediaType>;
}

export interface Operation {
  operationId: string;
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: {$ref?: string; required?: boolean; description?: string; content?: Record<string, MediaType>};
  responses: Record<string, Response>;
  security?: unknown[];
}

export interface Tag {
  name: string;
  description?: string;
  'x-displayName'?: string;
}

export interface OpenApiSpec {
  info: {title: string; version: string; summary?: string; description?: string};
  servers: {url: string; description?: string}[];
  tags: Tag[];
  paths: Record<string, Record<string, Operation>>;
  webhooks: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, Schema>;
    parameters: Record<string, Parameter>;
    responses: Record<string, Response>;
    securitySchemes: Record<string, {description?: string}>;
  };
}

/** The spec with its summaries, descriptions and tag names in `locale` (Ukrainian from i18n/uk/openapi/). */
export const loadSpec = (locale: Locale): OpenApiSpec => loadLocalizedSpec(locale) as unknown as OpenApiSpec;

const schemaRef = /^#\/components\/schemas\/([^/]+)(\/.*)?$/;

/** The schema a `$ref` points into: `Refund` for `#/components/schemas/Refund` and for a property of it. */
export const refName = (ref: string): string => schemaRef.exec(ref)?.[1] ?? ref.slice(ref.lastIndexOf('/') + 1);

/** Whether a `$ref` names a whole schema, which has its own object page, rather than a part of one. */
export const isSchemaRef = (ref: string): boolean => schemaRef.test(ref) && !schemaRef.exec(ref)?.[2];

/** The object a local `$ref` points at (`#/components/parameters/PaymentId`), or the value itself. */
export function deref<T extends {$ref?: string}>(spec: OpenApiSpec, value: T): T {
  if (!value.$ref) return value;
  const target = value.$ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], spec);
  return deref(spec, target as T);
}
