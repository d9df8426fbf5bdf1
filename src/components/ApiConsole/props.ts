/** One request example of the operation, as the reference page lists it under the request body. */
export interface ConsoleExample {
  /** The example's summary in the page's language, as plain text. */
  summary: string;
  /** Pretty JSON of its body. */
  body: string;
}

/** What a reference page passes for one operation of static/openapi.yaml. */
export interface ApiConsoleProps {
  method: string;
  /** Relative to the server base URL, with `{name}` for each path parameter. */
  path: string;
  pathParameters?: string[];
  queryParameters?: string[];
  /** The operation takes an `Idempotency-Key` header. */
  idempotent?: boolean;
  /**
   * The request examples, in the spec's order; the console starts from the first and lets the reader load another.
   * Absent when the operation has no JSON body.
   */
  examples?: ConsoleExample[];
}
