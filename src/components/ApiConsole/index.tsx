import type {ReactNode} from 'react';

export interface ApiConsoleProps {
  method: string;
  /** The spec's path, without the server's `/v1`: `/payments/{payment_id}/refunds`. */
  path: string;
  pathParameters: string[];
  queryParameters: string[];
  /** The operation takes an Idempotency-Key header. */
  idempotent?: boolean;
  /** The spec's example JSON body, for operations that take one. */
  exampleBody?: string;
}

/** The API console of an operation page; it shows nothing until the console itself is in place. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the props are the console's interface
export default function ApiConsole(props: ApiConsoleProps): ReactNode {
  return null;
}
