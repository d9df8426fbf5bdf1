/**
 * Which operation a guide's cURL sample calls, from its method and URL: the link from a guide's code sample to the
 * operation's reference page and the "Used in guides" list of that page both come from here.
 */
import {operationsOf, serverPathPrefix, type OperationEntry} from './model';
import type {OpenApiSpec} from './spec';

/** `/payments/{payment_id}/refunds` → a pattern matching `/payments/pay_2Xk…/refunds`. */
const pathPattern = (path: string): RegExp =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`);

export function operationMatcher(spec: OpenApiSpec) {
  const prefix = serverPathPrefix(spec);
  const patterns = operationsOf(spec).map((entry) => ({entry, pattern: pathPattern(entry.path)}));
  // anchored patterns: `/payments/{payment_id}` never takes `/payments/…/refunds`
  return function operationOf(method: string, url: string): OperationEntry | undefined {
    // template parts of a sample's URL (`${paymentId}`, `{$paymentId}`) stand for one path segment
    const {pathname} = new URL(url.replace(/\$\{[^}]*\}|\{[^}]*\}|\$\w+/g, 'x'));
    if (!pathname.startsWith(prefix)) return undefined;
    const path = pathname.slice(prefix.length);
    return patterns.find(({entry, pattern}) => entry.method === method.toLowerCase() && pattern.test(path))?.entry;
  };
}

/** The method and URL of the first `curl` call of a shell sample. */
export function curlCall(code: string): {method: string; url: string} | undefined {
  const command = /\bcurl\b((?:\\\n|[^\n])*)/.exec(code)?.[1];
  if (!command) return undefined;
  const url = /(https:\/\/[^\s'"\\]+)/.exec(command)?.[1];
  if (!url) return undefined;
  const method = /-X\s+([A-Z]+)/.exec(command)?.[1] ?? (/\s(-d|-F|--data)\s/.test(command) ? 'POST' : 'GET');
  return {method, url};
}
