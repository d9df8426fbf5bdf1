/**
 * Fails when the Ukrainian interface strings are missing or stale: `docusaurus write-translations` must find
 * nothing to add, and no Ukrainian string may still be the English default (except names that stay as they are).
 */
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';

const translationFiles = [
  'i18n/uk/code.json',
  'i18n/uk/docusaurus-plugin-content-docs/current.json',
  'i18n/uk/docusaurus-theme-classic/navbar.json',
  'i18n/uk/docusaurus-theme-classic/footer.json',
];
/** Strings that read the same in both languages on purpose. */
const sameInBothLanguages = new Set([
  'Kalyna',
  'Next',
  '© Kalyna',
  '3-D Secure',
  'data.object',
  'iGaming',
  ' {date}',
  'search',
  'enter',
]);

const before = translationFiles.map((file) => readFileSync(file, 'utf8'));
execFileSync('docusaurus', ['write-translations', '--locale', 'uk'], {stdio: 'ignore'});
const after = translationFiles.map((file) => readFileSync(file, 'utf8'));

const problems: string[] = [];
translationFiles.forEach((file, index) => {
  if (before[index] !== after[index])
    problems.push(`${file}: write-translations added or changed strings; translate them`);
  const messages = JSON.parse(after[index]) as Record<string, {message: string}>;
  for (const [key, {message}] of Object.entries(messages)) {
    const hasCyrillic = /[а-яіїєґ]/i.test(message);
    if (
      !hasCyrillic &&
      !sameInBothLanguages.has(message) &&
      !key.startsWith('theme.blog') &&
      !/^\{[^}]+\}/.test(message)
    ) {
      problems.push(`${file}: "${key}" is not translated ("${message}")`);
    }
  }
});

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`Ukrainian interface strings complete in ${translationFiles.length} files.`);
