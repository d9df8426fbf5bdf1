/** What a reference page passes for one operation of static/openapi.yaml. */
export interface ApiConsoleProps {
  method: string;
  /** Relative to the server base URL, with `{name}` for each path parameter. */
  path: string;
  pathParameters?: string[];
  queryParameters?: string[];
  /** The operation takes an `Idempotency-Key` header. */
  idempotent?: boolean;
  /** Pretty JSON of the request example; absent when the operation has no JSON body. */
  exampleBody?: string;
}
