/** A textlint linter for the pages of one locale: the glossary's prh dictionary, and for Ukrainian the code-block titles. */
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {TextlintKernelDescriptor} from '@textlint/kernel';
import textPlugin from '@textlint/textlint-plugin-text';
import {createLinter} from 'textlint';
import prhRule from 'textlint-rule-prh';
import type {Locale} from '../../src/data/glossary';
import codeBlockTitlesRule from './codeBlockTitlesRule';
import mdxWithHeadingIds from './mdxWithHeadingIds';
import {prhDictionaryYaml} from './prhDictionary';

export type TerminologyLinter = ReturnType<typeof createLinter>;

/** prh reads its dictionary from a file only. */
const dictionaryDir = mkdtempSync(join(tmpdir(), 'kalyna-terminology-'));

export function terminologyLinter(locale: Locale): TerminologyLinter {
  const dictionary = join(dictionaryDir, `${locale}.yml`);
  writeFileSync(dictionary, prhDictionaryYaml(locale));
  const descriptor = new TextlintKernelDescriptor({
    rules: [
      {
        ruleId: 'terminology',
        rule: prhRule,
        options: {
          rulePaths: [dictionary],
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
