/**
 * The terminology step of `npm test`: textlint with textlint-rule-prh over the pages of each locale, with that locale's
 * dictionary written from src/data/glossary.ts, plus the Ukrainian UI strings, the Ukrainian text of the API reference
 * and the code-block titles of uk pages.
 *
 *   npx tsx scripts/terminology/lint.ts [files…]     all pages (or the given .mdx files); exit 1 on any finding
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';
import type {TextlintResult} from '@textlint/types';
import {loadLinterFormatter} from 'textlint';
import YAML from 'yaml';
import type {OverlayDocument} from '../../plugins/api-reference/overlay/applyOverlay';
import {overlayFileOf, overlayParts} from '../../plugins/api-reference/overlay/overlayFiles';
import {translationEntries} from '../../plugins/api-reference/overlay/translationStatus';
import type {Locale} from '../../src/data/glossary';
import {terminologyLinter, type TerminologyLinter} from './terminologyLinter';
import {referenceRoot} from '../../plugins/api-reference/slugs';

const pageDirs: Record<Locale, string> = {en: 'docs', uk: 'i18n/uk/docusaurus-plugin-content-docs/current'};
/** UI strings shown to Ukrainian readers: theme and page messages, navbar, footer, sidebar labels. */
const ukUiStringFiles = [
  'i18n/uk/code.json',
  'i18n/uk/docusaurus-theme-classic/navbar.json',
  'i18n/uk/docusaurus-theme-classic/footer.json',
  'i18n/uk/docusaurus-plugin-content-docs/current.json',
];

function localeOf(file: string): Locale {
  return resolve(file).startsWith(resolve(pageDirs.uk)) ? 'uk' : 'en';
}

interface TextEntry {
  id: string;
  message: string;
}

function uiStringEntries(file: string): TextEntry[] {
  const strings = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return Object.entries(strings).flatMap(([id, value]) =>
    value && typeof value === 'object' && 'message' in value ? [{id, message: String(value.message)}] : [],
  );
}

/** The Ukrainian text of the API reference (i18n/uk/openapi/*.overlay.yaml), each entry named by its target. */
function overlayEntries(file: string): TextEntry[] {
  const overlay = YAML.parse(readFileSync(file, 'utf8')) as OverlayDocument;
  return [...translationEntries([overlay]).values()].map((entry) => ({
    id: `${entry.target} ${entry.field}`,
    message: entry.ukrainian,
  }));
}

const ukTextFiles: {file: string; entries: (file: string) => TextEntry[]}[] = [
  ...ukUiStringFiles.map((file) => ({file, entries: uiStringEntries})),
  ...overlayParts.map((part) => ({file: overlayFileOf(part), entries: overlayEntries})),
];

/**
 * Each UI string's message on a line of its own (only the message is linted: ids such as `category.two-step-void` are
 * not text); every finding is prefixed with the id of the string it is in.
 */
async function lintUiStrings(linter: TerminologyLinter): Promise<TextlintResult[]> {
  const results: TextlintResult[] = [];
  for (const {file, entries: entriesOf} of ukTextFiles) {
    const entries = entriesOf(file);
    // Blank lines between messages make each one its own paragraph; line n + 1 (1-based) is entry n / 2.
    const result = await linter.lintText(
      entries.map(({message}) => message.replace(/\n/g, ' ')).join('\n\n'),
      `${file}.txt`,
    );
    const messages = result.messages.map((finding) => ({
      ...finding,
      message: `${entries[(finding.line - 1) / 2]?.id ?? '?'}: ${finding.message}`,
    }));
    results.push({...result, messages, filePath: relative('.', file)});
  }
  return results;
}

// The generated API reference is left out: its text is the spec's and its overlay's, not a page's.
const pagesOf = (locale: Locale): string[] =>
  readdirSync(pageDirs[locale], {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.mdx') && !file.startsWith(`${referenceRoot}/`))
    .map((file) => join(pageDirs[locale], file))
    .sort();

async function main(): Promise<void> {
  const requested = process.argv.slice(2);
  const results: TextlintResult[] = [];
  for (const locale of ['en', 'uk'] as const) {
    const linter = terminologyLinter(locale);
    const files = requested.length ? requested.filter((file) => localeOf(file) === locale) : pagesOf(locale);
    if (files.length) results.push(...(await linter.lintFiles(files)));
    if (locale === 'uk' && requested.length === 0) results.push(...(await lintUiStrings(linter)));
  }
  const findings = results.reduce((sum, result) => sum + result.messages.length, 0);
  const formatter = await loadLinterFormatter({formatterName: 'stylish', color: false});
  if (findings) console.log(formatter.format(results.map((r) => ({...r, filePath: relative('.', r.filePath)}))));
  console.log(`terminology: ${results.length} files, ${findings} findings`);
  process.exitCode = findings ? 1 : 0;
}

void main();
