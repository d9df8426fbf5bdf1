/**
 * The spec as the reference shows it: operations grouped by tag in the spec's tag order, webhook events grouped by
 * the resource named before the dot of their type, and every component schema.
 */
import {type OpenApiSpec, type Operation} from './spec';
import {objectRoute, operationRoute, webhookRoute} from './slugs';

export const httpMethods = ['get', 'post', 'put', 'patch', 'delete'] as const;

export interface OperationEntry {
  operation: Operation;
  method: string;
  /** Path as the spec writes it, without the server's `/v1`. */
  path: string;
  tag: string;
  route: string;
}

export interface WebhookEntry {
  operation: Operation;
  eventType: string;
  /** `payment` for `payment.captured`. */
  resource: string;
  route: string;
}

export interface ObjectEntry {
  name: string;
  route: string;
}

export function operationsOf(spec: OpenApiSpec): OperationEntry[] {
  const entries = Object.entries(spec.paths).flatMap(([path, item]) =>
    // in the spec's own order of methods: the refund before the refund list on the same path
    Object.keys(item)
      .filter((method): method is (typeof httpMethods)[number] => (httpMethods as readonly string[]).includes(method))
      .map((method) => {
        const operation = item[method];
        const tag = operation.tags?.[0] ?? spec.tags[0].name;
        return {operation, method, path, tag, route: operationRoute(tag, operation.operationId)};
      }),
  );
  const tagOrder = spec.tags.map((tag) => tag.name);
  // a stable sort keeps the spec's path order inside each tag
  return entries.sort((a, b) => tagOrder.indexOf(a.tag) - tagOrder.indexOf(b.tag));
}

export function webhooksOf(spec: OpenApiSpec): WebhookEntry[] {
  return Object.entries(spec.webhooks).map(([eventType, item]) => ({
    operation: item.post,
    eventType,
    resource: eventType.slice(0, eventType.indexOf('.')),
    route: webhookRoute(eventType),
  }));
}

export function objectsOf(spec: OpenApiSpec): ObjectEntry[] {
  return Object.keys(spec.components.schemas).map((name) => ({name, route: objectRoute(name)}));
}

/** The tags that have operations, in the spec's order. */
export function operationTags(spec: OpenApiSpec) {
  const used = new Set(operationsOf(spec).map((entry) => entry.tag));
  return spec.tags.filter((tag) => used.has(tag.name));
}

/** The server a sample calls and the console tries: the sandbox, so no example can move real money. */
export const sandboxServer = (spec: OpenApiSpec): string =>
  spec.servers.find((server) => server.url.includes('sandbox'))?.url ?? spec.servers[0].url;

/** `/v1` of `https://api.kalyna.example/v1`: the path prefix every server shares. */
export const serverPathPrefix = (spec: OpenApiSpec): string => new URL(spec.servers[0].url).pathname;
