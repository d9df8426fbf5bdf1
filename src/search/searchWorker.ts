/**
 * The embedded search engine in a worker, for the modal and the search page: unpacking the index and running a query
 * take a phone's main thread for hundreds of milliseconds, which would hold up the page's interactions and painting.
 * Loading it here in idle time costs the page nothing; the questions it answers are in ./searchWorkerMessages.ts.
 */
import {answerQuestionsFrom, type SearchWorkerScope} from './searchWorkerScope';

answerQuestionsFrom(self as unknown as SearchWorkerScope);
