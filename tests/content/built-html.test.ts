/**
 * What the pre-rendered pages of the production build must never carry: a JavaScript object turned into text. React
 * writes any object it is given as an attribute or a child as "[object Object]", which the reader then sees or the
 * page carries as dead weight (an object spread onto an element once added it to every line of every code block).
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const buildDir = path.join(__dirname, '../../build');

function builtPages(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(dir, file));
}

describe('the pre-rendered pages', () => {
  const pages = builtPages(buildDir);

  it('are there to check, in both locales', () => {
    expect(pages.length).toBeGreaterThan(400);
    expect(pages.some((page) => page.includes(`${path.sep}uk${path.sep}`))).toBe(true);
  });

  it('hold no object written as text', () => {
    const withObjects = pages.flatMap((page) => {
      const count = fs.readFileSync(page, 'utf8').split('[object Object]').length - 1;
      return count > 0 ? [`${path.relative(buildDir, page)}: ${count}`] : [];
    });
    expect(withObjects).toEqual([]);
  });
});
