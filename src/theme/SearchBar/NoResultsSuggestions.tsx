/**
 * "Try searching for" on the modal's "no results" screen, with the index's words closest to the query or the largest
 * sections (src/search/querySuggestions.ts). DocSearch 3.9 lists there only the sections of the results of earlier
 * queries of the same visit: nothing on a first search, never a word close to the one mistyped. Its screen takes no
 * component of ours, so this list is rendered into it through a portal, under the title, in DocSearch's own markup and
 * styles, and src/css/custom.css hides DocSearch's.
 */
import {useEffect, useLayoutEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {translate} from '@docusaurus/Translate';
import {modalInput, setModalQuery} from './modalInput';
import {useNoResultsScreen} from './useNoResultsScreen';

type Suggest = (query: string) => Promise<string[]>;

/** Tells this list from DocSearch's own, which has the same class and which custom.css hides. */
const suggestionListClass = 'kalyna-search-suggestions';

/** The list's element, placed in the screen right under its title while there is something to list. */
function useListContainer(screen: HTMLElement | null): HTMLElement | null {
  // Made once, in the browser only: the server renders no modal.
  const [container] = useState(() => {
    if (typeof document === 'undefined') return null;
    const list = document.createElement('div');
    list.className = `DocSearch-NoResults-Prefill-List ${suggestionListClass}`;
    return list;
  });
  // Before the browser paints, so the list never shows outside the screen.
  useLayoutEffect(() => {
    if (container === null || screen === null) return undefined;
    screen.querySelector('.DocSearch-Title')?.after(container);
    return () => container.remove();
  }, [container, screen]);
  return container;
}

/**
 * While the reader types, the screen comes and goes with each word still too short to find anything; suggestions are
 * looked for once a query has stayed on it for a moment, so that they never hold up the searches of the next keys.
 */
const settledQueryMs = 250;

function useSuggestions(query: string | undefined, suggest: Suggest): string[] {
  const [suggestions, setSuggestions] = useState<{query: string; list: string[]}>();
  useEffect(() => {
    if (query === undefined) return undefined;
    let isCurrent = true;
    const timer = setTimeout(() => {
      void suggest(query).then((list) => isCurrent && setSuggestions({query, list}));
    }, settledQueryMs);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [query, suggest]);
  return suggestions !== undefined && suggestions.query === query ? suggestions.list : [];
}

/** DocSearch's own suggestion buttons search in lower case, with a space to type on. */
function searchFor(suggestion: string): void {
  const input = modalInput();
  if (input === null) return;
  setModalQuery(input, `${suggestion.toLowerCase()} `);
  input.focus();
}

export default function NoResultsSuggestions({suggest}: {suggest: Suggest}): ReactNode {
  const screen = useNoResultsScreen();
  const suggestions = useSuggestions(screen?.query, suggest);
  const container = useListContainer(suggestions.length > 0 ? (screen?.element ?? null) : null);
  if (container === null || suggestions.length === 0) {
    return null;
  }
  return createPortal(
    <>
      <p className="DocSearch-Help">
        {
          // The theme's own message: rendered with the page's script, so it stays with the main script's messages.
          translate({
            id: 'theme.SearchModal.noResultsScreen.suggestedQueryText',
            message: 'Try searching for',
            description: 'The text for suggested query',
          })
        }
        :
      </p>
      <ul>
        {suggestions.map((suggestion) => (
          <li key={suggestion}>
            <button className="DocSearch-Prefill" type="button" onClick={() => searchFor(suggestion)}>
              {suggestion}
            </button>
          </li>
        ))}
      </ul>
    </>,
    container,
  );
}
