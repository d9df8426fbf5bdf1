/**
 * Keeps out of the main script the UI messages that most pages never show.
 *
 * Docusaurus compiles every UI message of the locale (`@generated/codeTranslations`) into the main script that every
 * page loads. In Ukrainian that is 297 messages, 8.4 KB gzip, of which the home and About pages, the signature checker,
 * the "Try it" console, the search page and the 404 page show more than half, and the blog's messages, which the site
 * has no use for, another part. Here the main script gets only the other messages, and each group
 * (groups.ts) becomes a module, `@generated/kalyna-translations/<group>`, that the components showing it import.
 *
 * The groups are written when the bundler is configured, from the messages Docusaurus has just generated; while
 * `docusaurus start` runs, an edited `code.json` reaches them on the next start.
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {groupModule, splitMessages, type Messages} from './splitMessages';

/** Docusaurus's module of the locale's messages, which its `translate` and `<Translate>` read. */
const codeTranslationsModule = /^@generated\/codeTranslations$/;

function writeGroups(generatedFilesDir: string): string {
  const messages = JSON.parse(readFileSync(path.join(generatedFilesDir, 'codeTranslations.json'), 'utf8')) as Messages;
  const {everyPage, groups} = splitMessages(messages);
  const dir = path.join(generatedFilesDir, 'kalyna-translations');
  mkdirSync(dir, {recursive: true});
  for (const [group, groupMessages] of Object.entries(groups)) {
    writeFileSync(path.join(dir, `${group}.js`), groupModule(groupMessages));
  }
  const everyPageFile = path.join(dir, 'everyPage.json');
  writeFileSync(everyPageFile, JSON.stringify(everyPage));
  return everyPageFile;
}

export default function translationGroups({generatedFilesDir}: LoadContext): Plugin {
  return {
    name: 'kalyna-translation-groups',
    configureWebpack(_config, _isServer, {currentBundler}) {
      const everyPageFile = writeGroups(generatedFilesDir);
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {plugins: [new NormalModuleReplacementPlugin(codeTranslationsModule, everyPageFile)]};
    },
  };
}
