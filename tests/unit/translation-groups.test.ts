import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {translationGroups, ungroupedIds} from '../../plugins/translation-groups/groups';
import {groupModule, splitMessages} from '../../plugins/translation-groups/splitMessages';

const ukMessages = Object.fromEntries(
  Object.entries(JSON.parse(readFileSync('i18n/uk/code.json', 'utf8')) as Record<string, {message: string}>).map(
    ([id, {message}]) => [id, message],
  ),
);

describe('splitMessages', () => {
  it('keeps on every page the messages no group claims, and the console button’s', () => {
    const {everyPage, groups} = splitMessages({
      'theme.docs.sidebar.collapseButtonTitle': 'Згорнути бічну панель',
      'apiConsole.open': 'Спробувати',
      'apiConsole.key.label': 'Тестовий ключ',
      'home.hero.title': 'Документація Kalyna',
      'theme.blog.paginator.newerEntries': 'Новіші записи',
    });
    expect(everyPage).toEqual({
      'theme.docs.sidebar.collapseButtonTitle': 'Згорнути бічну панель',
      'apiConsole.open': 'Спробувати',
    });
    expect(groups.apiConsole).toEqual({'apiConsole.key.label': 'Тестовий ключ'});
    expect(groups.home).toEqual({'home.hero.title': 'Документація Kalyna'});
    // The blog's messages go nowhere: the site has no blog.
    expect(JSON.stringify({everyPage, groups})).not.toContain('Новіші записи');
  });

  it('moves at least half of the Ukrainian messages out of every page, and loses none the site uses', () => {
    const {everyPage, groups} = splitMessages(ukMessages);
    const grouped = Object.values(groups).flatMap((messages) => Object.keys(messages));
    expect(grouped.length).toBeGreaterThan(Object.keys(everyPage).length / 2);
    const placed = new Set([...Object.keys(everyPage), ...grouped]);
    const lost = Object.keys(ukMessages).filter((id) => !placed.has(id) && !id.startsWith('theme.blog.'));
    expect(lost).toEqual([]);
  });

  it('lists as ungrouped only ids that a group would otherwise take', () => {
    const prefixes = Object.values(translationGroups).flat();
    for (const id of ungroupedIds) expect(prefixes.some((prefix) => id.startsWith(prefix))).toBe(true);
  });
});

describe('groupModule', () => {
  it('adds the group’s messages to those translate() reads', () => {
    const codeTranslations: Record<string, string> = {'theme.common.skipToMainContent': 'Перейти до основного вмісту'};
    const source = groupModule({'about.title': 'Про нас'}).replace(
      "import codeTranslations from '@generated/codeTranslations';",
      '',
    );
    new Function('codeTranslations', source)(codeTranslations);
    expect(codeTranslations).toEqual({
      'theme.common.skipToMainContent': 'Перейти до основного вмісту',
      'about.title': 'Про нас',
    });
  });
});
