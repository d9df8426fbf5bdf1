/**
 * The API reference on the built site: every operation, webhook event and schema of openapi.yaml has its page in
 * both locales with the same headings, each operation page has its method and path under the title, a code sample,
 * the console and its errors, each page has its Markdown copy and llms.txt lists them; and guides and operations
 * link to each other. One static pass over ~330 built pages, instead of visiting them in a browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {CheerioAPI} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {guideFiles, guidesByOperation, localeDocsDir} from '../../plugins/api-reference/guideUsage';
import {operationsOf} from '../../plugins/api-reference/model';
import {curlCall, operationMatcher} from '../../plugins/api-reference/operationMatch';
import {methodAndPath} from '../../plugins/api-reference/operationPage';
import {loadSpec, locales} from '../../plugins/api-reference/spec';
import {projectRoot} from './lib/pages';
import {buildDir, builtPage, localePrefix, referenceRoutes, referenceSource} from './lib/referencePages';

const spec = loadSpec('en');
const routes = referenceRoutes();
const article = ($: CheerioAPI) => $('article .theme-doc-markdown');
const headingIds = ($: CheerioAPI) =>
  article($)
    .find('h2, h3')
    .map((_, heading) => `${heading.tagName}#${$(heading).attr('id')}`)
    .get();

describe('the API reference', () => {
  it('has one page per operation, webhook event and schema of the spec, and an overview', () => {
    expect(routes.filter(({kind}) => kind === 'operation')).toHaveLength(
      Object.values(spec.paths).flatMap(Object.keys).length,
    );
    expect(routes.filter(({kind}) => kind === 'webhook')).toHaveLength(Object.keys(spec.webhooks).length);
    expect(routes.filter(({kind}) => kind === 'object')).toHaveLength(Object.keys(spec.components.schemas).length);
    expect(new Set(routes.map(({route}) => route)).size).toBe(routes.length);
  });

  it.each(locales)('is built in %s: every page exists', (locale) => {
    const missing = routes.filter(({route}) => !builtPage(locale, route)).map(({route}) => route);
    expect(missing).toEqual([]);
  });

  it('has the same headings, with the same ids, in both locales', () => {
    const different = routes.flatMap(({route}) => {
      const [en, uk] = locales.map((locale) => builtPage(locale, route));
      if (!en || !uk) return [];
      const [enIds, ukIds] = [headingIds(en), headingIds(uk)];
      return enIds.join() === ukIds.join() ? [] : [`${route}: ${enIds.join(' ')} ≠ ${ukIds.join(' ')}`];
    });
    expect(different).toEqual([]);
  });

  it.each(locales)(
    'in %s, every operation page shows its method and path, a code sample, the console and errors',
    (locale) => {
      const problems = operationsOf(loadSpec(locale)).flatMap((entry) => {
        const $ = builtPage(locale, entry.route);
        if (!$) return [`${entry.route}: not built`];
        const found: string[] = [];
        if ($('article h1').first().text().trim() !== entry.operation.summary) found.push('title is not the summary');
        if (article($).children('p').first().find('code').text() !== methodAndPath(spec, entry)) {
          found.push(`the first line is not ${methodAndPath(spec, entry)}`);
        }
        const tabs = article($).find('#code-sample').nextAll('.tabs-container').first().find('[role="tab"]');
        if (
          tabs
            .map((_, tab) => $(tab).text())
            .get()
            .join() !== 'cURL,Node.js,PHP,Python'
        )
          found.push('no code sample');
        if (!/<ApiConsole method="[A-Z]+" path="\//.test(referenceSource(locale, entry.route)))
          found.push('no console');
        if (article($).find('#errors').nextAll('table').first().find('tbody tr').length === 0) found.push('no errors');
        return found.map((problem) => `${localePrefix(locale)}${entry.route}: ${problem}`);
      });
      expect(problems).toEqual([]);
    },
  );

  it.each(locales)('in %s, every page has its Markdown copy, and llms.txt lists it', (locale) => {
    const localeDir = path.join(buildDir, localePrefix(locale).slice(1));
    const llmsTxt = fs.readFileSync(path.join(localeDir, 'llms.txt'), 'utf8');
    const missing = routes.flatMap(({route}) => {
      const copy = `${route.replace(/\/$/, '')}.md`;
      return [
        ...(fs.existsSync(path.join(localeDir, copy)) ? [] : [`${copy}: no Markdown copy`]),
        ...(llmsTxt.includes(`${localePrefix(locale)}${copy})`) ? [] : [`${copy}: not in llms.txt`]),
      ];
    });
    expect(missing).toEqual([]);
  });
});

describe('guides and operations link to each other', () => {
  const operationOf = operationMatcher(spec);

  it('every API call of a guide code sample is an operation of the spec', () => {
    const docsDir = localeDocsDir(projectRoot, 'en');
    const unknown = guideFiles(docsDir).flatMap((file) => {
      const source = fs.readFileSync(path.join(docsDir, file), 'utf8');
      return [...source.matchAll(/<CodeSamples[^>]*>[\s\S]*?```bash[^\n]*\n([\s\S]*?)```/g)].flatMap(([, bash]) => {
        const call = curlCall(bash);
        if (!call || !call.url.includes('.kalyna.example/v1')) return [];
        return operationOf(call.method, call.url) ? [] : [`${file}: ${call.method} ${call.url}`];
      });
    });
    expect(unknown).toEqual([]);
  });

  it.each(locales)('in %s, each guide sample links to its operation, and the operation lists the guide', (locale) => {
    const prefix = localePrefix(locale);
    const guides = guidesByOperation(loadSpec(locale), projectRoot, locale);
    expect(guides.size).toBeGreaterThan(15);
    const missing = operationsOf(spec).flatMap((entry) =>
      (guides.get(entry.operation.operationId) ?? []).flatMap((guide) => {
        const guidePage = builtPage(locale, guide.route);
        const operationPage = builtPage(locale, entry.route);
        const usedIn = operationPage?.('#used-in-guides').nextAll('ul').first();
        return [
          ...(guidePage?.(`article a[href="${prefix}${entry.route}"]`).length
            ? []
            : [`${prefix}${guide.route} does not link to ${prefix}${entry.route}`]),
          ...(usedIn?.find(`a[href="${prefix}${guide.route}"]`).text() === guide.title
            ? []
            : [`${prefix}${entry.route} does not list ${prefix}${guide.route} as "${guide.title}"`]),
        ];
      }),
    );
    expect(missing).toEqual([]);
  });
});
