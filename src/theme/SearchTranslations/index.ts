/**
 * Replaces the theme's SearchTranslations with what the page paints before search opens: the search button's words.
 *
 * The theme's module also holds every string of the DocSearch modal, about forty messages that the theme's search bar
 * imported into every page's main script (1.6 KB gzip, and their Ukrainian another 1.2 KB). The modal's strings now
 * come with the modal's script (src/search/modal/DocSearchModal.tsx), and the search page imports them itself.
 */
import {translate} from '@docusaurus/Translate';
import type searchTranslations from '@theme/SearchTranslations';

const buttonText = translate({
  id: 'theme.SearchBar.label',
  message: 'Search',
  description: 'The ARIA label and placeholder for search button',
});

const buttonTranslations: typeof searchTranslations = {
  button: {buttonText, buttonAriaLabel: buttonText},
  // Required by the module's type, read by nothing: the modal's placeholder comes with the modal's words.
  placeholder: buttonText,
};

export default buttonTranslations;
