/**
 * The search button the theme puts in the navbar of every page, in the markup DocSearch's button stylesheet styles.
 * DocSearch 3.9 publishes its button, its keyboard shortcuts and its modal as one module, so the theme's import of
 * the button would put the whole modal in every page's main script (119 KB more of it); plugins/search-modal-styles
 * resolves the theme's imports to this button and ./useDocSearchKeyboardEvents.ts instead, and the modal stays in its
 * own chunk, loaded on intent. The key caps are drawn by src/css/custom.css, so that they are not part of the name.
 */
import {forwardRef, useSyncExternalStore, type ComponentProps} from 'react';

interface ButtonTranslations {
  buttonText?: string;
  buttonAriaLabel?: string;
}

type DocSearchButtonProps = ComponentProps<'button'> & {translations?: ButtonTranslations};

const neverChanges = () => () => {};

/** ⌘K on Apple devices, Ctrl+K elsewhere: known in the browser only, so the page is rendered for Ctrl. */
function useShortcut(): string {
  return useSyncExternalStore(
    neverChanges,
    () => (/Mac|iPhone|iPad|iPod/i.test(navigator.platform) ? 'Meta+k' : 'Control+k'),
    () => 'Control+k',
  );
}

function SearchIcon() {
  return (
    <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="11" cy="11" r="7.5" stroke="currentColor" fill="none" strokeWidth="1.6" />
      <path d="m16.5 16.5 4.5 4.5" stroke="currentColor" fill="none" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

export const DocSearchButton = forwardRef<HTMLButtonElement, DocSearchButtonProps>(function DocSearchButton(
  {translations = {}, ...props},
  ref,
) {
  const {buttonText = 'Search', buttonAriaLabel = 'Search'} = translations;
  const shortcut = useShortcut();
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={`${buttonAriaLabel} (${shortcut})`}
      aria-keyshortcuts={shortcut}
      {...props}
      ref={ref}
    >
      <span className="DocSearch-Button-Container">
        <SearchIcon />
        <span className="DocSearch-Button-Placeholder">{buttonText}</span>
      </span>
    </button>
  );
});
