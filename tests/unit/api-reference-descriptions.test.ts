/**
 * Every field of the API reference says what it is for, in both locales: a row of a fields table with an empty
 * description, or an object page without its opening sentence, leaves the reader guessing from the name. Checked on
 * the pages' generated Markdown, before any build.
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {referencePages} from '../../plugins/api-reference/generate';
import {objectsOf} from '../../plugins/api-reference/model';
import {loadSpec, locales} from '../../plugins/api-reference/spec';

const projectRoot = path.resolve(__dirname, '../..');

// A fields table row: | `name` | type | required | description |
const fieldRow = /^\| `([^`]+)` \|.*\| ([^|]*)\|$/;

describe.each(locales)('the %s API reference', (locale) => {
  const pages = referencePages(projectRoot, locale);

  it('describes every field of every table', () => {
    const withoutDescription = [...pages].flatMap(([route, source]) =>
      source
        .split('\n')
        .map((line) => fieldRow.exec(line))
        .filter((row) => row !== null && row[2].trim() === '')
        .map((row) => `${route} ${row![1]}`),
    );
    expect(withoutDescription, 'add a description to the property in static/openapi.yaml').toEqual([]);
  });

  it('opens every object page with what the object is', () => {
    const objectRoutes = objectsOf(loadSpec(locale)).map(({route}) => route);
    const withoutOpening = objectRoutes.filter((route) => /^---\n[\s\S]*?\n---\n\n\n/.test(pages.get(route)!));
    expect(withoutOpening, 'add a description to the schema in static/openapi.yaml').toEqual([]);
  });
});
