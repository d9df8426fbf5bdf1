/**
 * The generated API reference, as the content tests read it: each page's MDX source (written from the spec by
 * plugins/api-reference), its built HTML, and the code samples of its `<CodeSamples>` block.
 */
import fs from 'node:fs';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import {generateApiReference} from '../../../plugins/api-reference/generate';
import {localeDocsDir} from '../../../plugins/api-reference/guideUsage';
import {objectsOf, operationsOf, webhooksOf} from '../../../plugins/api-reference/model';
import {routeFile} from '../../../plugins/api-reference/slugs';
import {loadSpec, type Locale} from '../../../plugins/api-reference/spec';
import {projectRoot} from './pages';

export const buildDir = path.join(projectRoot, process.env.REFERENCE_BUILD_DIR ?? 'build');

export interface ReferenceRoute {
  kind: 'index' | 'operation' | 'webhook' | 'object';
  route: string;
  /** What the page is of: an operationId, an event type, a schema name. */
  name: string;
}

export function referenceRoutes(): ReferenceRoute[] {
  const spec = loadSpec('en');
  return [
    {kind: 'index', route: 'reference/', name: 'index'},
    ...operationsOf(spec).map(({route, operation}) => ({
      kind: 'operation' as const,
      route,
      name: operation.operationId,
    })),
    ...webhooksOf(spec).map(({route, eventType}) => ({kind: 'webhook' as const, route, name: eventType})),
    ...objectsOf(spec).map(({route, name}) => ({kind: 'object' as const, route, name})),
  ];
}

export const localePrefix = (locale: Locale): string => (locale === 'en' ? '/' : `/${locale}/`);

/** The built page, or undefined when the build has none. */
export function builtPage(locale: Locale, route: string): CheerioAPI | undefined {
  const file = path.join(buildDir, localePrefix(locale).slice(1), route, 'index.html');
  return fs.existsSync(file) ? load(fs.readFileSync(file, 'utf8')) : undefined;
}

/** The generated MDX of a page; generating first costs one hash of the inputs when the pages are current. */
export function referenceSource(locale: Locale, route: string): string {
  generateApiReference(projectRoot);
  const file = route === 'reference/' ? 'reference/index.mdx' : routeFile(route);
  return fs.readFileSync(path.join(localeDocsDir(projectRoot, locale), file), 'utf8');
}

export interface ReferenceSample {
  /** `docs/reference/refunds/create-refund.mdx`, where a failure message points. */
  file: string;
  lang: string;
  value: string;
}

/** The fenced blocks inside the `<CodeSamples>` of every English operation page. */
export function referenceSamples(): ReferenceSample[] {
  return referenceRoutes()
    .filter(({kind}) => kind === 'operation')
    .flatMap(({route}) => {
      const samples = /<CodeSamples>([\s\S]*?)<\/CodeSamples>/.exec(referenceSource('en', route))?.[1] ?? '';
      const file = path.join('docs', routeFile(route));
      return [...samples.matchAll(/```(\w+)\n([\s\S]*?)\n```/g)].map(([, lang, value]) => ({file, lang, value}));
    });
}
