/**
 * Writes the reference pages of both locales into the docs folders (docs/reference/, i18n/uk/…/current/reference/),
 * where the docs plugin reads them like any page. docusaurus.config.ts calls it when the config loads, so `build`
 * and `start` both see current pages; it rewrites them only when the spec, the guides or this generator changed.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {guideFiles, guidesByOperation, localeDocsDir} from './guideUsage';
import {indexPage} from './indexPage';
import {labels} from './labels';
import {objectsOf, operationsOf, webhooksOf} from './model';
import {objectExamples} from './objectExamples';
import {objectPage} from './objectPage';
import {objectUsage} from './objectUsage';
import {operationPage} from './operationPage';
import {loadSpec, locales, specPath, type Locale} from './spec';
import {referenceRoot, routeFile} from './slugs';
import {webhookPage} from './webhookPage';

const stampFile = '.inputs-hash';

/** Route → MDX source of every reference page of one locale. */
export function referencePages(siteDir: string, locale: Locale): Map<string, string> {
  const spec = loadSpec(locale);
  const words = labels[locale];
  const guides = guidesByOperation(spec, siteDir, locale);
  const usage = objectUsage(spec);
  const examples = objectExamples(spec);
  const pages = new Map<string, string>([[`${referenceRoot}/`, indexPage(spec, words)]]);
  for (const entry of operationsOf(spec)) {
    const guideLinks = guides.get(entry.operation.operationId) ?? [];
    pages.set(entry.route, operationPage({spec, entry, labels: words, guides: guideLinks}));
  }
  for (const entry of webhooksOf(spec)) pages.set(entry.route, webhookPage(spec, entry, words));
  for (const {name, route} of objectsOf(spec)) {
    pages.set(route, objectPage(spec, name, usage.get(name)!, words, examples.get(name)));
  }
  return pages;
}

/** Everything the pages are made from: the spec, its translations, the guides' samples and titles, this code. */
function inputsHash(siteDir: string): string {
  const hash = crypto.createHash('sha256');
  const filesIn = (dir: string) =>
    fs.readdirSync(dir, {recursive: true, encoding: 'utf8'}).map((file) => path.join(dir, file));
  const files = [
    specPath,
    ...filesIn(__dirname),
    ...filesIn(path.join(siteDir, 'i18n/uk/openapi')),
    ...locales.flatMap((locale) =>
      guideFiles(localeDocsDir(siteDir, locale)).map((file) => path.join(localeDocsDir(siteDir, locale), file)),
    ),
  ];
  for (const file of files.filter((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile())) {
    hash.update(file).update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

export function generateApiReference(siteDir: string): void {
  const hash = inputsHash(siteDir);
  for (const locale of locales) {
    const outDir = path.join(localeDocsDir(siteDir, locale), referenceRoot);
    const stamp = path.join(outDir, stampFile);
    if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === hash) continue;
    fs.rmSync(outDir, {recursive: true, force: true});
    for (const [route, source] of referencePages(siteDir, locale)) {
      const file = path.join(
        localeDocsDir(siteDir, locale),
        route === `${referenceRoot}/` ? `${referenceRoot}/index.mdx` : routeFile(route),
      );
      fs.mkdirSync(path.dirname(file), {recursive: true});
      fs.writeFileSync(file, source);
    }
    fs.writeFileSync(stamp, hash);
  }
}
