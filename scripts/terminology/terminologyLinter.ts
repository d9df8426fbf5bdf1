/** A textlint linter for the pages of one locale: the glossary's prh dictionary, and for Ukrainian the code-block titles. */
import {TextlintKernelDescriptor} from '@textlint/kernel';
import textPlugin from '@textlint/textlint-plugin-text';
import {createLinter} from 'textlint';
import prhRule from 'textlint-rule-prh';
import type {Locale} from '../../src/data/glossary';
import codeBlockTitlesRule from './codeBlockTitlesRule';
import mdxWithHeadingIds from './mdxWithHeadingIds';
import {prhDictionaryYaml} from './prhDictionary';

export type TerminologyLinter = ReturnType<typeof createLinter>;

export function terminologyLinter(locale: Locale): TerminologyLinter {
  const descriptor = new TextlintKernelDescriptor({
    rules: [
      {
        ruleId: 'terminology',
        rule: prhRule,
        options: {
          ruleContents: [prhDictionaryYaml(locale)],
          checkHeader: true,
          checkLink: true,
          checkEmphasis: true,
          checkBlockQuote: true,
        },
      },
      ...(locale === 'uk' ? [{ruleId: 'code-block-titles', rule: codeBlockTitlesRule, options: {}}] : []),
    ],
    plugins: [
      {pluginId: 'mdx', plugin: mdxWithHeadingIds},
      {pluginId: 'text', plugin: textPlugin},
    ],
    filterRules: [],
  });
  return createLinter({descriptor});
}
