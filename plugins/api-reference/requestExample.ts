/**
 * What one call of an operation looks like with the spec's own example values: the path with its parameters filled
 * in, the body, and whether it needs an Idempotency-Key. The code samples and the console both start from it.
 */
import type {OperationEntry} from './model';
import {deref, type MediaType, type OpenApiSpec, type Parameter} from './spec';

/** One example of a request body: its summary in the spec (the page's language) and its value. */
export interface BodyExample {
  summary: string;
  value: unknown;
}

export interface RequestExample {
  method: string;
  /** The spec's path with `{payment_id}` replaced by the parameter's example. */
  path: string;
  idempotent: boolean;
  /** The JSON body, when the operation takes one: the first of `jsonExamples`. */
  jsonBody: unknown;
  /** Every example of the JSON body, empty when the operation takes none. */
  jsonExamples: BodyExample[];
  /** `multipart/form-data` fields: text values, and the names of file fields. */
  form: {fields: Record<string, string>; files: string[]} | undefined;
}

export const parametersOf = (spec: OpenApiSpec, entry: OperationEntry): Parameter[] =>
  (entry.operation.parameters ?? []).map((parameter) => deref(spec, parameter));

export const takesIdempotencyKey = (parameters: Parameter[]): boolean =>
  parameters.some((parameter) => parameter.in === 'header' && parameter.name === 'Idempotency-Key');

/** The first example of a media type, whichever way the spec gives it. */
export function firstExample(media: {example?: unknown; examples?: Record<string, {value?: unknown}>}): unknown {
  return media.example ?? Object.values(media.examples ?? {})[0]?.value;
}

/**
 * A JSON body's examples with their summaries, in the spec's order, as the page lists them; one without a summary when
 * the spec gives a single `example`.
 */
function jsonExamplesOf(json: MediaType): BodyExample[] {
  const named = Object.entries(json.examples ?? {}).map(([key, example]) => ({
    summary: example.summary ?? key,
    value: example.value,
  }));
  return named.length ? named : [{summary: '', value: json.example ?? {}}];
}

/** A file the samples upload: named as the test that runs them provides it in the working directory. */
export const sampleUploadFile = 'receipt-order-10417.pdf';

export function requestExample(spec: OpenApiSpec, entry: OperationEntry): RequestExample {
  const parameters = parametersOf(spec, entry);
  const path = parameters
    .filter((parameter) => parameter.in === 'path')
    .reduce((filled, parameter) => filled.replace(`{${parameter.name}}`, String(parameter.example)), entry.path);
  const content = entry.operation.requestBody?.content ?? {};
  const json = content['application/json'];
  const jsonExamples = json ? jsonExamplesOf(json) : [];
  const multipart = content['multipart/form-data'];
  let form: RequestExample['form'];
  if (multipart?.schema) {
    const schema = deref(spec, multipart.schema);
    const properties = Object.entries(schema.properties ?? {});
    const isFile = (property: (typeof properties)[number][1]) =>
      Boolean((property as {contentMediaType?: string}).contentMediaType) || property.format === 'binary';
    form = {
      fields: Object.fromEntries(
        properties
          .filter(([, property]) => !isFile(property))
          .map(([name, property]) => [name, String(property.enum?.[0] ?? property.example ?? '')]),
      ),
      files: properties.filter(([, property]) => isFile(property)).map(([name]) => name),
    };
  }
  return {
    method: entry.method.toUpperCase(),
    path,
    idempotent: takesIdempotencyKey(parameters),
    jsonBody: jsonExamples[0]?.value,
    jsonExamples,
    form,
  };
}
