/**
 * Which operations and webhooks use each named schema, and which schemas embed it: the "Returned by", "Accepted
 * by", "Sent in" and "Used by objects" lists of an object page, the reverse of the links on operation pages.
 */
import {operationsOf, webhooksOf, type OperationEntry, type WebhookEntry} from './model';
import {deref, refName, type MediaType, type OpenApiSpec, type Schema} from './spec';

export interface ObjectUsage {
  acceptedBy: OperationEntry[];
  returnedBy: OperationEntry[];
  sentIn: WebhookEntry[];
  usedBy: string[];
}

/** The named schema a body is, directly or as a list of it. */
function namedSchemaOf(schema: Schema | undefined): string | undefined {
  const ref = schema?.$ref ?? schema?.items?.$ref;
  return ref ? refName(ref) : undefined;
}

const mediaSchemas = (content: Record<string, MediaType> | undefined): string[] =>
  Object.values(content ?? {}).flatMap((media) => namedSchemaOf(media.schema) ?? []);

/** Every `$ref` name anywhere inside a schema, without following them. */
function refsInside(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => refsInside(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') found.add(refName(inner));
      else refsInside(inner, found);
    }
  }
  return found;
}

export function objectUsage(spec: OpenApiSpec): Map<string, ObjectUsage> {
  const usage = new Map<string, ObjectUsage>(
    Object.keys(spec.components.schemas).map((name) => [
      name,
      {acceptedBy: [], returnedBy: [], sentIn: [], usedBy: []},
    ]),
  );
  for (const entry of operationsOf(spec)) {
    for (const name of mediaSchemas(entry.operation.requestBody?.content)) usage.get(name)?.acceptedBy.push(entry);
    const returned = new Set(
      Object.values(entry.operation.responses).flatMap((response) => mediaSchemas(deref(spec, response).content)),
    );
    for (const name of returned) usage.get(name)?.returnedBy.push(entry);
  }
  for (const entry of webhooksOf(spec)) {
    for (const name of mediaSchemas(entry.operation.requestBody?.content)) usage.get(name)?.sentIn.push(entry);
  }
  for (const [name, schema] of Object.entries(spec.components.schemas)) {
    for (const used of refsInside(schema)) if (used !== name) usage.get(used)?.usedBy.push(name);
  }
  return usage;
}
