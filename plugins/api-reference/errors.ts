/**
 * The errors an operation can return: each 4xx/5xx response with its problem `code` values (from the spec's examples)
 * and the four-digit response codes its texts name, linked to where the site describes them.
 */
import {responseCodeAnchor, responseCodes, responseCodesPage} from '../../src/data/response-codes';
import {deref, type OpenApiSpec, type Operation} from './spec';

export interface ErrorRow {
  status: string;
  description: string;
  problemCodes: string[];
  responseCodes: number[];
}

const knownCodes = new Set(responseCodes.map((entry) => entry.code));

/** The listed response codes a text names (`code 1501`, `1404`). */
export const responseCodesIn = (text: string): number[] =>
  [...new Set([...text.matchAll(/\b(\d{4})\b/g)].map((match) => Number(match[1])))].filter((code) =>
    knownCodes.has(code),
  );

export const responseCodeLink = (code: number): string =>
  `[${code}](/${responseCodesPage}#${responseCodeAnchor(code)})`;

/** The HTTP statuses page lists every status in one table under this heading. */
export const httpStatusLink = (status: string): string => `[${status}](/error-handling/http-statuses/#status-codes)`;

/** Response codes the operation's own description names, such as the refund limit's 1501. */
export const operationResponseCodes = (operation: Operation): number[] => responseCodesIn(operation.description ?? '');

export function errorRows(spec: OpenApiSpec, operation: Operation): ErrorRow[] {
  return Object.entries(operation.responses)
    .filter(([status]) => Number(status) >= 400)
    .map(([status, reference]) => {
      const response = deref(spec, reference);
      const examples = Object.values(response.content ?? {}).flatMap((media) => Object.values(media.examples ?? {}));
      const problemCodes = [
        ...new Set(
          examples.flatMap(({value}) => {
            const code = (value as {code?: unknown} | undefined)?.code;
            return typeof code === 'string' ? [code] : [];
          }),
        ),
      ];
      const description = response.description ?? '';
      const texts = [description, ...examples.map((example) => example.summary ?? '')].join(' ');
      return {status, description, problemCodes, responseCodes: responseCodesIn(texts)};
    });
}
