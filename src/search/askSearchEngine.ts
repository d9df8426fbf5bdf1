/**
 * Where the embedded engine runs, for the modal and the search page: in the search worker where the browser has
 * workers, so that loading the index ahead of the first search (in idle time) and answering keystrokes never hold the
 * page's main thread; on the main thread otherwise. Both answer the same questions the same way
 * (./searchWorkerAnswers.ts).
 */
import type {SearchWorkerAnswers, SearchWorkerQuestion} from './searchWorkerMessages';
import {askSearchWorker, searchWorkerAvailable} from './searchWorkerConnection';

/** The engine's code is fetched with the first question, so pages never pay for it on load. */
async function askOnMainThread<Question extends SearchWorkerQuestion>(
  question: Question,
): Promise<SearchWorkerAnswers[Question['type']]> {
  const {answerSearchWorkerQuestion} = await import('./searchWorkerAnswers');
  return (await answerSearchWorkerQuestion(question)) as SearchWorkerAnswers[Question['type']];
}

export function askSearchEngine<Question extends SearchWorkerQuestion>(
  question: Question,
): Promise<SearchWorkerAnswers[Question['type']]> {
  return searchWorkerAvailable() ? askSearchWorker(question) : askOnMainThread(question);
}
