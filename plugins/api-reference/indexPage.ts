/**
 * The reference's first page: where to send requests (the spec's servers), how to authenticate, retry, read errors
 * and page through lists, then every operation by resource, with links to the guides that explain each topic.
 */
import type {Labels} from './labels';
import {cell, frontMatter, heading, inlineCode, mdxText, table} from './markdown';
import {operationsOf, operationTags} from './model';
import {methodAndPath} from './operationPage';
import type {OpenApiSpec} from './spec';

export function indexPage(spec: OpenApiSpec, labels: Labels): string {
  const operations = operationsOf(spec);
  const resources = operationTags(spec).flatMap((tag) => [
    `**${mdxText(tag['x-displayName'] ?? tag.name)}.** ${mdxText(tag.description ?? '')}`,
    operations
      .filter((entry) => entry.tag === tag.name)
      .map(
        (entry) =>
          `- [${mdxText(entry.operation.summary ?? '')}](/${entry.route}) — ${inlineCode(methodAndPath(spec, entry))}`,
      )
      .join('\n'),
  ]);
  return (
    [
      frontMatter({title: labels.referenceTitle, description: labels.referenceDescription}),
      labels.overviewIntro,
      mdxText(spec.info.summary ?? ''),
      heading(2, labels.baseUrls, 'base-urls'),
      table(
        [labels.server, labels.url],
        spec.servers.map((server) => [cell(server.description ?? ''), inlineCode(server.url)]),
      ),
      heading(2, labels.authentication, 'authentication'),
      labels.authenticationText,
      heading(2, labels.idempotency, 'idempotency'),
      labels.idempotencyText,
      heading(2, labels.errors, 'errors'),
      labels.errorsText,
      heading(2, labels.pagination, 'pagination'),
      labels.paginationText,
      heading(2, labels.webhookEvents, 'webhook-events'),
      labels.webhooksText,
      heading(2, labels.operations, 'operations'),
      ...resources,
    ].join('\n\n') + '\n'
  );
}
