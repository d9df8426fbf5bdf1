/**
 * The embedded client answers each keystroke with what it has: headings where a page's text has not arrived yet
 * (src/search/algoliaResponse.ts, answerSearchRequestNow), and the previous query's results while the engine in the
 * search worker is still answering this one. When the better answer is in and the reader has not typed on, the modal
 * searches the same query again and shows it.
 */
import {useEffect} from 'react';
import type {EmbeddedSearchClient} from '@site/src/search/embeddedSearchClient';
import {modalInput, searchModalQueryAgain} from './modalInput';

export function useSearchAgainOnBetterAnswer(client: EmbeddedSearchClient): void {
  useEffect(
    () =>
      client.onBetterAnswer((query) => {
        const input = modalInput();
        if (input !== null && input.value === query) {
          searchModalQueryAgain(input);
        }
      }),
    [client],
  );
}
