/**
 * What the search worker answers to each question, given a way to read an index file. Kept apart from the worker's
 * message wiring (./searchWorker.ts) so that the modal's client can be tested against it without a browser.
 */
import {answerSearchRequestNow} from './algoliaResponse';
import type {SearchIndexFile} from './indexFormat';
import {fetchJson, loadSearchEngine} from './loadSearchEngine';
import {searchPageResults} from './pageResults';
import {querySuggestions} from './querySuggestions';
import type {SearchEngine} from './searchEngine';
import type {SearchWorkerAnswers, SearchWorkerQuestion} from './searchWorkerMessages';

const warmEngines = new WeakSet<SearchEngine>();

/**
 * Runs the engine's code once on queries of the kind a reader types (the first words of a few titles, a letter at a
 * time), so that the reader's first keystrokes find it compiled: the first search of a fresh engine took 300 ms in
 * Chromium, where a search usually takes a few. It runs where the engine is loaded ahead of need, in the worker.
 */
function warmUp(engine: SearchEngine): void {
  if (warmEngines.has(engine)) return;
  warmEngines.add(engine);
  for (const page of engine.pages.slice(0, 8)) {
    const word = page.lvl1.split(/\s+/)[0] ?? '';
    for (let length = 1; length <= word.length; length++) engine.search(word.slice(0, length));
  }
}

export async function answerSearchWorkerQuestion(
  question: SearchWorkerQuestion,
  readIndexFile: (url: string) => Promise<SearchIndexFile> = fetchJson,
): Promise<SearchWorkerAnswers[SearchWorkerQuestion['type']]> {
  const engine = await loadSearchEngine(question.indexUrl, readIndexFile);
  switch (question.type) {
    case 'load':
      warmUp(engine);
      return null;
    case 'page-results':
      return searchPageResults(engine, question.query, question.pageCount);
    case 'answer': {
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
      return querySuggestions(engine, question.query);
  }
}
