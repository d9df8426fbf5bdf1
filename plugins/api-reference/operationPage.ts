/**
 * One operation's page: what it does, how to authenticate and retry it, its parameters and body, a code sample, the
 * console, every response and error, and the guides that use it.
 */
import {errorRows, httpStatusLink, operationResponseCodes, responseCodeLink} from './errors';
import {fieldRows, fieldTable, objectLink, typeText, constraintsText} from './fieldRows';
import type {GuideLink} from './guideUsage';
import type {Labels} from './labels';
import {cell, details, frontMatter, heading, inlineCode, jsonBlock, mdxText, table} from './markdown';
import {sandboxServer, serverPathPrefix, type OperationEntry} from './model';
import {parametersOf, requestExample} from './requestExample';
import {codeSamples} from './samples';
import {deref, refName, type Example, type MediaType, type OpenApiSpec, type Parameter} from './spec';

interface OperationPageInput {
  spec: OpenApiSpec;
  entry: OperationEntry;
  labels: Labels;
  guides: GuideLink[];
}

/** `POST /v1/payments/{payment_id}/refunds`: how the operation is written in the guides and searched for. */
export const methodAndPath = (spec: OpenApiSpec, entry: OperationEntry): string =>
  `${entry.method.toUpperCase()} ${serverPathPrefix(spec)}${entry.path}`;

/** Where a parameter is sent, in the page's language: the Ukrainian table says «заголовок», not `header`. */
const locationLabel = (location: Parameter['in'], labels: Labels): string =>
  ({header: labels.inHeader, query: labels.inQuery, path: labels.inPath, cookie: labels.inCookie})[location];

function parametersSection({spec, entry, labels}: OperationPageInput): string[] {
  const parameters = parametersOf(spec, entry);
  if (!parameters.length) return [];
  const rows = parameters.map((parameter) => {
    const schema = parameter.schema ?? {};
    const facts = [parameter.description ?? '', ...constraintsText({example: parameter.example, ...schema}, labels)];
    return [
      inlineCode(parameter.name),
      locationLabel(parameter.in, labels),
      cell(typeText(spec, schema, labels)),
      parameter.required ? labels.yes : labels.no,
      cell(facts.filter(Boolean).join(' ')),
    ];
  });
  return [
    heading(3, labels.parameters, 'parameters'),
    table([labels.parameter, labels.in, labels.type, labels.required, labels.description], rows),
  ];
}

/**
 * A body's examples: the first open, titled with its summary ("Example: Card purchase, UAH (one step)") and led by its
 * description, the others collapsed under "More examples", one block each. A request example and the response to it
 * share a key, so the same summaries stand under the request body and under the response.
 */
function exampleBlocks(media: MediaType, title: string, labels: Labels): string[] {
  const named = Object.entries(media.examples ?? {});
  if (!named.length) return media.example === undefined ? [] : [jsonBlock(media.example, title)];
  const described = (example: Example) => (example.description ? [mdxText(example.description)] : []);
  const [[, first], ...others] = named;
  return [
    ...described(first),
    jsonBlock(first.value, first.summary ? `${title}: ${first.summary}` : title),
    ...(others.length ? [`**${labels.moreExamples}**`] : []),
    ...others.map(([key, example]) =>
      details(example.summary ?? key, [...described(example), jsonBlock(example.value)]),
    ),
  ];
}

const schemaNote = (media: MediaType, labels: Labels): string => {
  const ref = media.schema?.$ref ?? media.schema?.items?.$ref;
  return ref ? `${labels.schema}: ${objectLink(refName(ref))}.` : '';
};

function requestBodySection({spec, entry, labels}: OperationPageInput): string[] {
  const body = entry.operation.requestBody;
  const [mediaType, media] = Object.entries(body?.content ?? {})[0] ?? [];
  if (!body || !media?.schema) return [];
  return [
    heading(3, labels.requestBody, 'request-body'),
    [inlineCode(mediaType), schemaNote(media, labels), body.required ? '' : labels.requestBodyOptional]
      .filter(Boolean)
      .join(' · '),
    table(
      [labels.field, labels.type, labels.required, labels.description],
      fieldTable(fieldRows(spec, media.schema, labels), labels),
    ),
    ...(mediaType === 'application/json' ? exampleBlocks(media, labels.example, labels) : []),
  ];
}

function responsesSection({spec, entry, labels}: OperationPageInput): string[] {
  const successes = Object.entries(entry.operation.responses).filter(([status]) => Number(status) < 400);
  return [
    heading(2, labels.responses, 'responses'),
    ...successes.flatMap(([status, reference]) => {
      const response = deref(spec, reference);
      const [, media] = Object.entries(response.content ?? {})[0] ?? [];
      return [
        heading(3, status, `response-${status}`),
        [mdxText(response.description ?? ''), media ? schemaNote(media, labels) : ''].filter(Boolean).join(' '),
        ...(media ? exampleBlocks(media, status, labels) : []),
      ];
    }),
  ];
}

function errorsSection({spec, entry, labels}: OperationPageInput): string[] {
  const rows = errorRows(spec, entry.operation).map((row) => [
    httpStatusLink(row.status),
    row.problemCodes.map(inlineCode).join(', ') || '—',
    row.responseCodes.map(responseCodeLink).join(', ') || '—',
    cell(row.description),
  ]);
  const named = operationResponseCodes(entry.operation);
  return [
    heading(2, labels.errors, 'errors'),
    labels.errorsText,
    table([labels.status, labels.errorCode, labels.responseCodes, labels.description], rows),
    ...(named.length ? [`${labels.responseCodes}: ${named.map(responseCodeLink).join(', ')}.`] : []),
  ];
}

/** The console's props, written as JSX attributes the MDX compiler reads as literals. */
function apiConsole({spec, entry}: OperationPageInput): string {
  const parameters = parametersOf(spec, entry);
  const names = (where: string) =>
    JSON.stringify(parameters.filter((parameter) => parameter.in === where).map((parameter) => parameter.name));
  const example = requestExample(spec, entry);
  // The console's menu shows plain text: the summaries' `code` loses its backticks there.
  const examples = example.jsonExamples.map(({summary, value}) => ({
    summary: summary.replace(/`([^`]*)`/g, '$1'),
    body: JSON.stringify(value, null, 2),
  }));
  const attributes = [
    `method=${JSON.stringify(example.method)}`,
    `path=${JSON.stringify(entry.path)}`,
    `pathParameters={${names('path')}}`,
    `queryParameters={${names('query')}}`,
    ...(example.idempotent ? ['idempotent'] : []),
    ...(examples.length ? [`examples={${JSON.stringify(examples)}}`] : []),
  ];
  return `<ApiConsole ${attributes.join(' ')} />`;
}

function guidesSection({labels, guides}: OperationPageInput): string[] {
  return [
    heading(2, labels.usedInGuides, 'used-in-guides'),
    guides.length
      ? guides.map((guide) => `- [${mdxText(guide.title)}](/${guide.route})`).join('\n')
      : labels.notUsedInGuides,
  ];
}

export function operationPage(input: OperationPageInput): string {
  const {spec, entry, labels} = input;
  const {operation} = entry;
  const summary = operation.summary ?? operation.operationId;
  const example = requestExample(spec, entry);
  const idempotencyKey = String(spec.components.parameters.IdempotencyKey?.example ?? '');
  return (
    [
      frontMatter({
        title: summary,
        sidebar_label: summary,
        description: `${methodAndPath(spec, entry)}: ${operation.summary ?? ''}`,
      }),
      inlineCode(methodAndPath(spec, entry)),
      `${labels.operationId}: ${inlineCode(operation.operationId)}`,
      mdxText(operation.description ?? ''),
      heading(2, labels.authentication, 'authentication'),
      labels.authenticationText,
      heading(2, labels.idempotency, 'idempotency'),
      example.idempotent ? labels.idempotencyText : labels.notIdempotent,
      heading(2, labels.request, 'request'),
      ...parametersSection(input),
      ...requestBodySection(input),
      heading(2, labels.codeSample, 'code-sample'),
      codeSamples({example, server: sandboxServer(spec), idempotencyKey}),
      heading(2, labels.tryIt, 'try-it'),
      apiConsole(input),
      ...responsesSection(input),
      ...errorsSection(input),
      ...guidesSection(input),
    ].join('\n\n') + '\n'
  );
}
