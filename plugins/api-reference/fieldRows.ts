/**
 * A schema as the rows of a fields table: one row per property, nested inline objects under a dotted name
 * (`customer.email`, `items[].price`), and a named schema (`$ref`) shown as a link to its object page instead of
 * being repeated, so each object is described in one place.
 */
import type {Labels} from './labels';
import {cell, inlineCode} from './markdown';
import {deref, isSchemaRef, refName, type OpenApiSpec, type Schema} from './spec';
import {objectRoute} from './slugs';

export interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  description: string;
}

/** Inline objects deeper than this are summarized by their type; their fields stay readable in the example. */
const maxDepth = 3;

export const objectLink = (name: string): string => `[${name}](/${objectRoute(name)})`;

const isNullSchema = (schema: Schema): boolean => schema.type === 'null';

/** A schema with its `allOf` parts merged, as a reader sees the object: every part's properties together. */
export function mergedSchema(spec: OpenApiSpec, schema: Schema): Schema {
  if (!schema.allOf) return schema;
  const parts = schema.allOf.map((part) => mergedSchema(spec, deref(spec, part)));
  return {
    ...schema,
    allOf: undefined,
    type: schema.type ?? parts.find((part) => part.type)?.type,
    description: schema.description ?? parts.find((part) => part.description)?.description,
    properties: Object.assign({}, ...parts.map((part) => part.properties), schema.properties),
    required: [...new Set([...parts.flatMap((part) => part.required ?? []), ...(schema.required ?? [])])],
  };
}

/** The variants of a oneOf/anyOf other than `null`, and whether `null` was one of them. */
export function variantsOf(schema: Schema): {variants: Schema[]; nullable: boolean} {
  const all = schema.oneOf ?? schema.anyOf ?? [];
  return {variants: all.filter((variant) => !isNullSchema(variant)), nullable: all.some(isNullSchema)};
}

/** The type column: JSON type and format, or links to named schemas. */
export function typeText(spec: OpenApiSpec, schema: Schema, labels: Labels): string {
  if (schema.$ref) {
    // a part of another schema (`#/components/schemas/DisputeEvidence/properties/files`) is shown as what it is
    return isSchemaRef(schema.$ref) ? objectLink(refName(schema.$ref)) : typeText(spec, deref(spec, schema), labels);
  }
  if (schema.oneOf || schema.anyOf) {
    const {variants, nullable} = variantsOf(schema);
    const shown = variants.map((variant) => typeText(spec, variant, labels));
    const choice = shown.length === 1 ? shown[0] : `${labels.oneOf} ${shown.join(', ')}`;
    const discriminator = schema.discriminator
      ? ` (${labels.by} ${inlineCode(schema.discriminator.propertyName)})`
      : '';
    return `${choice}${discriminator}${nullable ? ` ${labels.nullable}` : ''}`;
  }
  const types = (
    Array.isArray(schema.type) ? schema.type : [schema.type ?? (schema.properties ? 'object' : '')]
  ).filter(Boolean);
  const nullable = types.includes('null');
  const base = types.find((type) => type !== 'null') ?? (schema.const !== undefined ? typeof schema.const : 'any');
  let text = schema.format ? `${base} (${schema.format})` : base;
  if (base === 'array' && schema.items) text = `${labels.arrayOf} ${typeText(spec, schema.items, labels)}`;
  if (base === 'object' && typeof schema.additionalProperties === 'object') {
    text = `${labels.map} ${typeText(spec, schema.additionalProperties, labels)}`;
  }
  return nullable ? `${text} ${labels.nullable}` : text;
}

/** Values, limits, default and example: what a reader needs to fill the field in. */
export function constraintsText(schema: Schema, labels: Labels): string[] {
  const facts: string[] = [];
  if (schema.enum) facts.push(`${labels.values}: ${schema.enum.map(inlineCode).join(', ')}.`);
  if (schema.const !== undefined) facts.push(`${labels.values}: ${inlineCode(schema.const)}.`);
  const limits = [
    schema.minimum !== undefined ? `${labels.min} ${schema.minimum}` : '',
    schema.exclusiveMinimum !== undefined ? `> ${schema.exclusiveMinimum}` : '',
    schema.maximum !== undefined ? `${labels.max} ${schema.maximum}` : '',
    schema.minLength !== undefined || schema.maxLength !== undefined
      ? `${labels.length} ${schema.minLength ?? 0}–${schema.maxLength ?? '∞'}`
      : '',
    schema.minItems !== undefined || schema.maxItems !== undefined
      ? `${labels.items}: ${schema.minItems ?? 0}–${schema.maxItems ?? '∞'}`
      : '',
    schema.pattern ? `${labels.pattern} ${inlineCode(schema.pattern)}` : '',
  ].filter(Boolean);
  // The limits open a sentence of their own after the description.
  const limitsSentence = limits.join(', ');
  if (limits.length) facts.push(`${limitsSentence[0].toUpperCase()}${limitsSentence.slice(1)}.`);
  if (schema.default !== undefined) facts.push(`${labels.default}: ${inlineCode(schema.default)}.`);
  const example = schema.examples?.[0] ?? schema.example;
  if (example !== undefined && typeof example !== 'object') facts.push(`${labels.example}: ${inlineCode(example)}.`);
  return facts;
}

/**
 * A property's own facts, with those of a primitive named schema it points at (`Amount`, `Currency`). A property that
 * may also be `null` and says nothing itself is described by what it is when it is not null: the spec describes an id
 * or a time once, on the type (`anyOf: [{description: 'Payment id: …'}, {type: 'null'}]`).
 */
function describedSchema(spec: OpenApiSpec, property: Schema): Schema {
  const {variants} = variantsOf(property);
  if (property.description === undefined && variants.length === 1) {
    return {...describedSchema(spec, variants[0]), ...property};
  }
  if (!property.$ref) return property;
  const target = deref(spec, property);
  if (!isSchemaRef(property.$ref)) return {...target, ...property};
  const isPrimitive = !target.properties && !target.oneOf && !target.anyOf && !target.allOf;
  return isPrimitive ? {...target, ...property} : {description: target.description, ...property};
}

/** The inline object a property holds directly or as array items, if its fields should be listed under it. */
function inlineChildren(spec: OpenApiSpec, property: Schema): {schema: Schema; suffix: string} | undefined {
  if (property.$ref) return undefined;
  const {variants} = variantsOf(property);
  const single = variants.length === 1 && !variants[0].$ref ? variants[0] : property;
  const merged = mergedSchema(spec, single);
  if (merged.properties) return {schema: merged, suffix: ''};
  if (merged.items && !merged.items.$ref) {
    const items = mergedSchema(spec, merged.items);
    if (items.properties) return {schema: items, suffix: '[]'};
  }
  return undefined;
}

export function fieldRows(spec: OpenApiSpec, schema: Schema, labels: Labels, prefix = '', depth = 1): FieldRow[] {
  const merged = mergedSchema(spec, deref(spec, schema));
  return Object.entries(merged.properties ?? {}).flatMap(([name, property]) => {
    const described = describedSchema(spec, property);
    const row: FieldRow = {
      name: `${prefix}${name}`,
      type: typeText(spec, property, labels),
      required: merged.required?.includes(name) ?? false,
      description: [described.description ?? '', ...constraintsText(described, labels)].filter(Boolean).join(' '),
    };
    const children = depth < maxDepth ? inlineChildren(spec, property) : undefined;
    return children
      ? [row, ...fieldRows(spec, children.schema, labels, `${row.name}${children.suffix}.`, depth + 1)]
      : [row];
  });
}

export function fieldTable(rows: FieldRow[], labels: Labels): string[][] {
  return rows.map((row) => [
    inlineCode(row.name),
    cell(row.type),
    row.required ? labels.yes : labels.no,
    cell(row.description),
  ]);
}
