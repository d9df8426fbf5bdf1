/**
 * The reference sidebar, built from the spec like the pages: the overview, one category per resource in the spec's
 * tag order, the webhook events grouped by the same resources, then every object. Category labels are the spec's
 * English tag names; their Ukrainian labels are in i18n/uk/docusaurus-plugin-content-docs/current.json.
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {labels} from './labels';
import {objectsOf, operationsOf, operationTags, webhooksOf} from './model';
import {loadSpec} from './spec';
import {tagSlug, kebabCase} from './slugs';

type SidebarItems = SidebarsConfig[string];

/** Doc id of a route: `reference/refunds/create-refund/` → `reference/refunds/create-refund`. */
const docId = (route: string): string => route.replace(/\/$/, '');

export function referenceSidebar(): SidebarItems {
  const spec = loadSpec('en');
  const operations = operationsOf(spec);
  const webhooks = webhooksOf(spec);
  const tagOfResource = (resource: string) =>
    spec.tags.find((tag) => tagSlug(tag.name) === `${kebabCase(resource)}s`)?.name ?? resource;
  const resources = [...new Set(webhooks.map((entry) => entry.resource))];
  return [
    'reference/index',
    ...operationTags(spec).map((tag) => ({
      type: 'category' as const,
      label: tag.name,
      key: `reference-${tagSlug(tag.name)}`,
      items: operations.filter((entry) => entry.tag === tag.name).map((entry) => docId(entry.route)),
    })),
    {
      type: 'category' as const,
      label: labels.en.webhookEvents,
      key: 'reference-webhooks',
      items: resources.map((resource) => ({
        type: 'category' as const,
        label: tagOfResource(resource),
        key: `reference-webhooks-${kebabCase(resource)}`,
        items: webhooks.filter((entry) => entry.resource === resource).map((entry) => docId(entry.route)),
      })),
    },
    {
      type: 'category' as const,
      label: labels.en.objects,
      key: 'reference-objects',
      items: objectsOf(spec).map((entry) => docId(entry.route)),
    },
  ];
}
