/**
 * An example of every object that the spec's own examples show: each request, response and webhook example is walked
 * along its schema, and of the values met where a named schema stands, the one with the most fields (the first of
 * those) becomes that object's example. An object page then shows a whole object as the API sends it, one that the
 * examples test already checks against the schema.
 */
import {mergedSchema, variantsOf} from './fieldRows';
import {operationsOf, webhooksOf} from './model';
import {deref, isSchemaRef, refName, type MediaType, type OpenApiSpec, type Schema} from './spec';

type Json = unknown;

const isRecord = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const fieldCount = (value: Json): number => (isRecord(value) ? Object.keys(value).length : 0);

/**
 * The variant of a `oneOf`/`anyOf` that a value is: none for a null value, else the one whose constants (`type: pix`,
 * `rail: card`) the value has, else the first whose required properties it has.
 */
function variantOf(spec: OpenApiSpec, schema: Schema, value: Json): Schema | undefined {
  if (value === null) return undefined;
  const {variants} = variantsOf(schema);
  if (!isRecord(value)) return variants.find((variant) => !deref(spec, variant).properties);
  const constantsMatch = (variant: Schema) => {
    const properties = mergedSchema(spec, deref(spec, variant)).properties ?? {};
    const constants = Object.entries(properties).filter(([, property]) => property.const !== undefined);
    return constants.length > 0 && constants.every(([name, property]) => value[name] === property.const);
  };
  const hasRequired = (variant: Schema) => (deref(spec, variant).required ?? []).every((name) => name in value);
  return variants.find(constantsMatch) ?? variants.find(hasRequired);
}

function walk(spec: OpenApiSpec, schema: Schema, value: Json, found: Map<string, Json>): void {
  if (schema.$ref) {
    const name = refName(schema.$ref);
    if (
      isSchemaRef(schema.$ref) &&
      value !== null &&
      (!found.has(name) || fieldCount(value) > fieldCount(found.get(name)))
    ) {
      found.set(name, value);
    }
    walk(spec, deref(spec, schema), value, found);
    return;
  }
  const variant = variantOf(spec, schema, value);
  if (variant) walk(spec, variant, value, found);
  for (const part of schema.allOf ?? []) walk(spec, part, value, found);
  if (Array.isArray(value) && schema.items) {
    for (const item of value) walk(spec, schema.items, item, found);
  }
  if (isRecord(value)) {
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      if (name in value) walk(spec, property, value[name], found);
    }
  }
}

/** Every example of each media type of a body, with the media type's schema. */
const examplesOf = (content: Record<string, MediaType> | undefined): [Schema, Json][] =>
  Object.values(content ?? {}).flatMap((media) => {
    const examples = [media.example, ...Object.values(media.examples ?? {}).map((example) => example.value)];
    return media.schema
      ? examples.filter((example) => example !== undefined).map((example): [Schema, Json] => [media.schema!, example])
      : [];
  });

/** The example of each named object that the spec's examples show, by schema name. */
export function objectExamples(spec: OpenApiSpec): Map<string, Json> {
  const found = new Map<string, Json>();
  const operations = [...operationsOf(spec), ...webhooksOf(spec)].map((entry) => entry.operation);
  for (const operation of operations) {
    const bodies = [
      ...examplesOf(operation.requestBody?.content),
      ...Object.values(operation.responses ?? {}).flatMap((response) => examplesOf(deref(spec, response).content)),
    ];
    for (const [schema, example] of bodies) walk(spec, schema, example, found);
  }
  return found;
}
