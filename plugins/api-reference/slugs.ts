/**
 * URL slugs of the reference pages. Both locales use the same slugs, taken from names in the spec that never change
 * with the language: operationIds, event types, schema names and the English tag names.
 */

/** `createP2PTransfer` → `create-p2p-transfer`, `RefundCreateRequest` → `refund-create-request`. */
export function kebabCase(name: string): string {
  return name
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .replace(/([A-Z0-9]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/[\s._]+/g, '-')
    .toLowerCase();
}

export const referenceRoot = 'reference';

export const tagSlug = (tag: string): string => kebabCase(tag);

/** Route relative to the locale base, like every route of the site (`reference/refunds/create-refund/`). */
export const operationRoute = (tag: string, operationId: string): string =>
  `${referenceRoot}/${tagSlug(tag)}/${kebabCase(operationId)}/`;

export const webhookRoute = (eventType: string): string => `${referenceRoot}/webhooks/${kebabCase(eventType)}/`;

export const objectRoute = (schemaName: string): string => `${referenceRoot}/objects/${kebabCase(schemaName)}/`;

/** The MDX file of a route inside a locale's docs folder. */
export const routeFile = (route: string): string => `${route.replace(/\/$/, '')}.mdx`;
