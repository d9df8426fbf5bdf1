/**
 * What the embedded engine answers to each question, given a way to read an index file: in the search worker
 * (./searchWorkerScope.ts), or on the main thread where there is no worker (./askSearchEngine.ts).
 */
import {answerSearchRequestNow} from './algoliaResponse';
import type {SearchIndexFile} from './indexFormat';
import {fetchJson, loadSearchEngine} from './loadSearchEngine';
import {searchPageResults} from './pageResults';
import {querySuggestions} from './querySuggestions';
import type {SearchWorkerAnswers, SearchWorkerQuestion} from './searchWorkerMessages';

export async function answerSearchWorkerQuestion(
  question: SearchWorkerQuestion,
  readIndexFile: (url: string) => Promise<SearchIndexFile> = fetchJson,
): Promise<SearchWorkerAnswers[SearchWorkerQuestion['type']]> {
  const engine = await loadSearchEngine(question.indexUrl, readIndexFile);
  switch (question.type) {
    case 'load':
      return null;
    case 'page-results':
      return searchPageResults(engine, question.query, question.pageCount);
    case 'answer': {
      await engine.loadPostingsFor(() => question.requests.forEach((request) => engine.search(request.query ?? '')));
      const answers = question.requests.map((request) => answerSearchRequestNow(engine, request));
      return {
        responses: answers.map((answer) => answer.response),
        pagesAwaitingText: [...new Set(answers.flatMap((answer) => answer.pagesAwaitingText))],
      };
    }
    case 'page-texts':
      await engine.pagesWithText(question.pageIndexes);
      return null;
    case 'suggestions':
      await engine.loadPostingsFor(() => querySuggestions(engine, question.query));
      return querySuggestions(engine, question.query);
  }
}
