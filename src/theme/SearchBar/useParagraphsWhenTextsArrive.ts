/**
 * The embedded client answers each keystroke at once, showing headings where a page's text has not arrived yet
 * (src/search/algoliaResponse.ts, answerSearchRequestNow). When those texts are in and the reader has not typed
 * on, the modal searches the same query again, and the results gain their paragraphs.
 */
import {useEffect} from 'react';
import type {EmbeddedSearchClient} from '@site/src/search/embeddedSearchClient';
import {modalInput, searchModalQueryAgain} from './modalInput';

export function useParagraphsWhenTextsArrive(client: EmbeddedSearchClient): void {
  useEffect(
    () =>
      client.onTextsArrived((query) => {
        const input = modalInput();
        if (input !== null && input.value === query) {
          searchModalQueryAgain(input);
        }
      }),
    [client],
  );
}
