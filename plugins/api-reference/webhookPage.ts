/** One webhook event's page: its type, when Kalyna sends it, the payload's fields, an example and the signature. */
import {fieldRows, fieldTable, objectLink} from './fieldRows';
import type {Labels} from './labels';
import {frontMatter, heading, inlineCode, jsonBlock, mdxText, table} from './markdown';
import type {WebhookEntry} from './model';
import {firstExample} from './requestExample';
import {refName, type OpenApiSpec} from './spec';

export function webhookPage(spec: OpenApiSpec, entry: WebhookEntry, labels: Labels): string {
  const {operation, eventType} = entry;
  const media = operation.requestBody?.content?.['application/json'];
  const schema = media?.schema;
  const example = media ? firstExample(media) : undefined;
  return (
    [
      frontMatter({
        title: eventType,
        sidebar_label: eventType,
        description: `${eventType}: ${operation.summary ?? ''}`,
      }),
      `${labels.eventType}: ${inlineCode(eventType)}`,
      heading(2, labels.whenSent, 'when-sent'),
      `**${mdxText(operation.summary ?? '')}.** ${mdxText(operation.description ?? '')}`,
      heading(2, labels.payload, 'payload'),
      ...(schema?.$ref ? [`${labels.schema}: ${objectLink(refName(schema.$ref))}.`] : []),
      ...(schema
        ? [
            table(
              [labels.field, labels.type, labels.required, labels.description],
              fieldTable(fieldRows(spec, schema, labels), labels),
            ),
          ]
        : []),
      heading(2, labels.examplePayload, 'example-payload'),
      jsonBlock(example ?? {}, eventType),
      heading(2, labels.signature, 'signature'),
      labels.signatureText,
    ].join('\n\n') + '\n'
  );
}
