/**
 * Links every guide's code sample to the reference page of the operation it calls: the operation is found from the
 * method and URL of the sample's cURL block, and `<CodeSamples>` gets the page's route and the operation's summary in
 * the page's locale as props, which it shows under the tabs.
 */
import path from 'node:path';
import type {Code, Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx';
import type {VFile} from 'vfile';
import {visit} from 'unist-util-visit';
import {curlCall, operationMatcher} from './operationMatch';
import {operationsOf} from './model';
import {loadSpec, type Locale} from './spec';
import {referenceRoot} from './slugs';

const localeOfFile = (file: string): Locale => (file.split(path.sep).join('/').includes('/i18n/uk/') ? 'uk' : 'en');

const isReferencePage = (file: string): boolean =>
  new RegExp(`/(docs|current)/${referenceRoot}/`).test(file.split(path.sep).join('/'));

export default function remarkCodeSampleReference() {
  const enSpec = loadSpec('en');
  const operationOf = operationMatcher(enSpec);
  const summaries = new Map<Locale, Map<string, string>>();
  const summaryIn = (locale: Locale, operationId: string): string => {
    if (!summaries.has(locale)) {
      const entries = operationsOf(loadSpec(locale)).map(
        (entry) => [entry.operation.operationId, entry.operation.summary ?? ''] as const,
      );
      summaries.set(locale, new Map(entries));
    }
    return summaries.get(locale)!.get(operationId) ?? operationId;
  };
  return (tree: Root, file: VFile): void => {
    if (!file.path || isReferencePage(file.path)) return;
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
      if (node.name !== 'CodeSamples') return;
      const bash = node.children.find((child): child is Code => child.type === 'code' && child.lang === 'bash');
      const call = bash ? curlCall(bash.value) : undefined;
      const entry = call ? operationOf(call.method, call.url) : undefined;
      if (!entry) return;
      node.attributes.push(
        {type: 'mdxJsxAttribute', name: 'referenceTo', value: `/${entry.route}`},
        {
          type: 'mdxJsxAttribute',
          name: 'referenceTitle',
          value: summaryIn(localeOfFile(file.path), entry.operation.operationId),
        },
      );
    });
  };
}
