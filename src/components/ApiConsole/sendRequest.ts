/**
 * Sends the console's request from the browser and reads the answer. A fetch that fails tells the page nothing
 * about why, so the cause is worked out from what the browser does tell: a Content-Security-Policy violation for
 * the API's origin, or being offline; anything else is the network or CORS.
 */
import {nextTask} from '@site/src/nextTask';
import {prettyBody, type ConsoleRequest} from './buildRequest';

export type Outcome =
  | {kind: 'response'; status: number; statusText: string; requestId: string | null; body: string}
  | {kind: 'failed'; cause: 'blocked-by-policy' | 'offline' | 'network'};

export async function sendRequest({url, init}: ConsoleRequest): Promise<Outcome> {
  const origin = new URL(url).origin;
  let blockedByPolicy = false;
  const noteViolation = (event: SecurityPolicyViolationEvent) => {
    if (event.blockedURI.startsWith(origin)) blockedByPolicy = true;
  };
  document.addEventListener('securitypolicyviolation', noteViolation);
  try {
    // No cookies or cache: the API authenticates by the key alone, and a console answer must be fresh.
    const response = await fetch(url, {...init, credentials: 'omit', cache: 'no-store'});
    return {
      kind: 'response',
      status: response.status,
      statusText: response.statusText,
      requestId: response.headers.get('Request-Id'),
      body: prettyBody(await response.text()),
    };
  } catch {
    // The violation event is queued as a task of its own and may arrive after fetch has already rejected.
    await nextTask();
    return {kind: 'failed', cause: blockedByPolicy ? 'blocked-by-policy' : navigator.onLine ? 'network' : 'offline'};
  } finally {
    document.removeEventListener('securitypolicyviolation', noteViolation);
  }
}
