/**
 * Every named example of an operation's request and successful responses is on its reference page, under its summary,
 * in both locales: the spec keeps a Pix, a split and a fiscal-receipt request for Create a payment, and a reader who
 * sees only the first, a card purchase, has to guess the others from the field tables.
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {referencePages} from '../../plugins/api-reference/generate';
import {mdxText} from '../../plugins/api-reference/markdown';
import {operationsOf} from '../../plugins/api-reference/model';
import {deref, loadSpec, locales, type MediaType} from '../../plugins/api-reference/spec';

const projectRoot = path.resolve(__dirname, '../..');

describe.each(locales)('the %s API reference', (locale) => {
  const spec = loadSpec(locale);
  const pages = referencePages(projectRoot, locale);

  it("shows every named example of an operation's bodies with its summary", () => {
    const missing = operationsOf(spec).flatMap(({operation, route}) => {
      const page = pages.get(route)!;
      const bodies: MediaType[] = [
        ...Object.values(operation.requestBody?.content ?? {}),
        ...Object.entries(operation.responses)
          .filter(([status]) => Number(status) < 400)
          .flatMap(([, response]) => Object.values(deref(spec, response).content ?? {})),
      ];
      return bodies
        .filter((media) => media.schema !== undefined)
        .flatMap((media) => Object.entries(media.examples ?? {}))
        .filter(
          ([, example]) =>
            !page.includes(JSON.stringify(example.value, null, 2)) ||
            (example.summary !== undefined && !page.includes(mdxText(example.summary))),
        )
        .map(([key]) => `${route} ${key}`);
    });
    expect(missing).toEqual([]);
  });
});
