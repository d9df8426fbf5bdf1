/**
 * The guides that call each operation, read from the cURL sample of every `<CodeSamples>` of a guide, with the
 * guide's title in the locale of the reference page that lists it.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {curlCall, operationMatcher} from './operationMatch';
import {referenceRoot} from './slugs';
import type {Locale, OpenApiSpec} from './spec';

export interface GuideLink {
  title: string;
  route: string;
}

export const localeDocsDir = (siteDir: string, locale: Locale): string =>
  locale === 'en'
    ? path.join(siteDir, 'docs')
    : path.join(siteDir, `i18n/${locale}/docusaurus-plugin-content-docs/current`);

/** Every guide file of a locale (the generated reference is not a guide). */
export function guideFiles(docsDir: string): string[] {
  return fs
    .readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file) && !file.startsWith(`${referenceRoot}${path.sep}`))
    .sort();
}

const samplesBlocks = (source: string): string[] =>
  [...source.matchAll(/<CodeSamples[^>]*>([\s\S]*?)<\/CodeSamples>/g)].map((match) => match[1]);

const bashBlock = (samples: string): string | undefined => /```bash[^\n]*\n([\s\S]*?)```/.exec(samples)?.[1];

/** `webhooks/structure.mdx` → `webhooks/structure/`, `checkouts-and-widgets/index.mdx` → `checkouts-and-widgets/`. */
const fileRoute = (file: string): string =>
  `${file
    .split(path.sep)
    .join('/')
    .replace(/\.mdx?$/, '')
    .replace(/(^|\/)index$/, '')}/`.replace(/^\/$/, '');

function titleOf(source: string): string | undefined {
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1];
  return frontMatter ? (YAML.parse(frontMatter) as {title?: string}).title : undefined;
}

/** operationId → the guides of `locale` whose samples call it, in file order. */
export function guidesByOperation(spec: OpenApiSpec, siteDir: string, locale: Locale): Map<string, GuideLink[]> {
  const operationOf = operationMatcher(spec);
  const docsDir = localeDocsDir(siteDir, locale);
  const guides = new Map<string, GuideLink[]>();
  for (const file of guideFiles(docsDir)) {
    const source = fs.readFileSync(path.join(docsDir, file), 'utf8');
    const title = titleOf(source);
    if (!title) continue;
    const called = new Set(
      samplesBlocks(source).flatMap((samples) => {
        const call = curlCall(bashBlock(samples) ?? '');
        return call ? (operationOf(call.method, call.url)?.operation.operationId ?? []) : [];
      }),
    );
    for (const operationId of called) {
      guides.set(operationId, [...(guides.get(operationId) ?? []), {title, route: fileRoute(file)}]);
    }
  }
  return guides;
}
