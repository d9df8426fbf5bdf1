/** One named schema's page: its fields, and every operation, webhook and object that uses it. */
import {fieldRows, fieldTable, mergedSchema, objectLink, typeText} from './fieldRows';
import type {Labels} from './labels';
import {cell, frontMatter, heading, inlineCode, jsonBlock, mdxText, table} from './markdown';
import type {OperationEntry, WebhookEntry} from './model';
import type {ObjectUsage} from './objectUsage';
import {methodAndPath} from './operationPage';
import type {OpenApiSpec} from './spec';

const operationItem = (spec: OpenApiSpec, entry: OperationEntry): string =>
  `- [${mdxText(entry.operation.summary ?? entry.operation.operationId)}](/${entry.route}) — ${inlineCode(methodAndPath(spec, entry))}`;

const webhookItem = (entry: WebhookEntry): string => `- [${inlineCode(entry.eventType)}](/${entry.route})`;

function list(title: string, id: string, items: string[]): string[] {
  return items.length ? [heading(2, title, id), items.join('\n')] : [];
}

/** An example worth a section of its own: an object or a list, not a single value the fields table already shows. */
const isStructured = (example: unknown): boolean => typeof example === 'object' && example !== null;

export function objectPage(
  spec: OpenApiSpec,
  name: string,
  usage: ObjectUsage,
  labels: Labels,
  example: unknown,
): string {
  const schema = mergedSchema(spec, spec.components.schemas[name]);
  const rows = fieldRows(spec, schema, labels);
  const isReferenced = usage.acceptedBy.length + usage.returnedBy.length + usage.sentIn.length > 0;
  return (
    [
      frontMatter({
        title: name,
        sidebar_label: name,
        description: `${name}: ${schema.description ?? schema.title ?? ''}`.trim(),
      }),
      mdxText(schema.description ?? ''),
      heading(2, labels.fields, 'fields'),
      rows.length
        ? table([labels.field, labels.type, labels.required, labels.description], fieldTable(rows, labels))
        : `${labels.noFields} ${labels.type}: ${cell(typeText(spec, schema, labels))}.`,
      ...(isStructured(example) ? [heading(2, labels.example, 'example'), jsonBlock(example, name)] : []),
      ...list(
        labels.acceptedBy,
        'accepted-by',
        usage.acceptedBy.map((entry) => operationItem(spec, entry)),
      ),
      ...list(
        labels.returnedBy,
        'returned-by',
        usage.returnedBy.map((entry) => operationItem(spec, entry)),
      ),
      ...list(labels.sentIn, 'sent-in', usage.sentIn.map(webhookItem)),
      ...list(
        labels.usedBy,
        'used-by',
        usage.usedBy.map((user) => `- ${objectLink(user)}`),
      ),
      ...(isReferenced || usage.usedBy.length ? [] : [labels.notReferenced]),
    ].join('\n\n') + '\n'
  );
}
