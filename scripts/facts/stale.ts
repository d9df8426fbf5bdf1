/**
 * Lists the pages whose real-world facts (rates, limits, laws, card-scheme rules) were last checked more than a year ago,
 * by their front matter `facts_checked`, in both locales.
 *
 *   npm run facts:stale                      pages stale today
 *   npm run facts:stale -- --today 2027-12-01  as if it were that day
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import YAML from 'yaml';
import {factsCheckedDate, factsStaleAfterDays, isFactsCheckStale} from '../../src/data/factsChecked';

const pageDirs = ['docs', 'i18n/uk/docusaurus-plugin-content-docs/current'];
const frontMatterBlock = /^---\n([\s\S]*?)\n---/;

export interface CheckedPage {
  file: string;
  checked: Date;
}

export function checkedPages(): CheckedPage[] {
  return pageDirs.flatMap((dir) =>
    readdirSync(dir, {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.mdx'))
      .sort()
      .flatMap((file) => {
        const path = join(dir, file);
        const block = frontMatterBlock.exec(readFileSync(path, 'utf8'));
        const checked = block ? factsCheckedDate(YAML.parse(block[1]) ?? {}) : undefined;
        return checked ? [{file: path, checked}] : [];
      }),
  );
}

const todayArgument = process.argv.indexOf('--today');
const today = todayArgument > 0 ? new Date(process.argv[todayArgument + 1]) : new Date();
const pages = checkedPages();
const stale = pages.filter((page) => isFactsCheckStale(page.checked, today));
const day = (date: Date) => date.toISOString().slice(0, 10);

console.log(
  `${pages.length} pages carry facts_checked; ${stale.length} checked more than ${factsStaleAfterDays} days before ${day(today)}:`,
);
for (const page of stale) console.log(`  ${day(page.checked)}  ${page.file}`);
