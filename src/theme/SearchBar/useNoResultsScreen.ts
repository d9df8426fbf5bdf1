/**
 * The DocSearch modal's "no results" screen while it is shown, and the query it is for. The modal renders it with no
 * slot for a component of ours, so it is found in the page: watched only while the modal is open (DocSearch marks
 * the body with `DocSearch--active` then).
 */
import {useEffect, useState} from 'react';

export interface NoResultsScreen {
  element: HTMLElement;
  query: string;
}

function currentScreen(): NoResultsScreen | null {
  const element = document.querySelector<HTMLElement>('.DocSearch-NoResults');
  // The screen's title spells the query as «No results for "<strong>query</strong>"».
  const query = element?.querySelector('.DocSearch-Title strong')?.textContent;
  return element && query ? {element, query} : null;
}

export function useNoResultsScreen(): NoResultsScreen | null {
  const [screen, setScreen] = useState<NoResultsScreen | null>(null);
  useEffect(() => {
    const update = () =>
      setScreen((shown) => {
        const found = currentScreen();
        return found?.element === shown?.element && found?.query === shown?.query ? shown : found;
      });
    const modalObserver = new MutationObserver(update);
    const watchModal = () => {
      if (document.body.classList.contains('DocSearch--active')) {
        modalObserver.observe(document.body, {childList: true, subtree: true, characterData: true});
      } else {
        modalObserver.disconnect();
      }
      update();
    };
    const bodyObserver = new MutationObserver(watchModal);
    bodyObserver.observe(document.body, {attributes: true, attributeFilter: ['class']});
    return () => {
      bodyObserver.disconnect();
      modalObserver.disconnect();
    };
  }, []);
  return screen;
}
