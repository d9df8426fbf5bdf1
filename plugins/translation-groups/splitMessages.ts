import {translationGroups, ungroupedIds, unusedPrefixes, type TranslationGroup} from './groups';

export type Messages = Record<string, string>;

export type SplitMessages = {everyPage: Messages; groups: Record<TranslationGroup, Messages>};

function groupOf(id: string): TranslationGroup | 'unused' | null {
  if (ungroupedIds.includes(id)) return null;
  if (unusedPrefixes.some((prefix) => id.startsWith(prefix))) return 'unused';
  const entry = Object.entries(translationGroups).find(([, prefixes]) =>
    prefixes.some((prefix: string) => id.startsWith(prefix)),
  );
  return (entry?.[0] as TranslationGroup | undefined) ?? null;
}

/** Sorts a locale's UI messages into those every page loads and those of each group; unused ones go nowhere. */
export function splitMessages(messages: Messages): SplitMessages {
  const groups = Object.fromEntries(
    Object.keys(translationGroups).map((group) => [group, {}]),
  ) as SplitMessages['groups'];
  const everyPage: Messages = {};
  for (const [id, message] of Object.entries(messages)) {
    const group = groupOf(id);
    if (group === null) everyPage[id] = message;
    else if (group !== 'unused') groups[group][id] = message;
  }
  return {everyPage, groups};
}

/**
 * A group's module: importing it adds its messages to those Docusaurus's `translate` reads, before any component of
 * the importing module renders (imports run first, on the server as in the browser).
 */
export function groupModule(messages: Messages): string {
  return [
    "import codeTranslations from '@generated/codeTranslations';",
    '',
    `Object.assign(codeTranslations, ${JSON.stringify(messages, null, 2)});`,
    '',
  ].join('\n');
}
