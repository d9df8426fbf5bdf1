/**
 * UI messages that only some pages or a component loaded on demand show, by the message id's prefix. Each group is
 * written to `@generated/kalyna-translations/<group>` and imported by the modules that show it; the rest stay in the
 * messages every page loads.
 */
export const translationGroups = {
  home: ['home.'],
  about: ['about.'],
  signatureChecker: ['signatureChecker.'],
  /** The "Try it" console's form, loaded on click; its button's three messages stay with every page. */
  apiConsole: ['apiConsole.'],
  searchPage: ['theme.SearchPage.'],
  notFound: ['theme.NotFound.'],
} as const satisfies Record<string, string[]>;

/** The button that opens the console is on every operation page, so its messages are not grouped. */
export const ungroupedIds = ['apiConsole.open', 'apiConsole.loading', 'apiConsole.loadFailed'];

/** Messages of theme components the site never renders: it has no blog. */
export const unusedPrefixes = ['theme.blog.'];

export type TranslationGroup = keyof typeof translationGroups;
