/**
 * The browser bundle's entry: Docusaurus's own client entry, reached in three tasks instead of one.
 *
 * Evaluating the main script (React DOM, the router, the theme, the route table and the interface strings) took one
 * task of about 40 ms on a fast desktop, 150 ms and more on a phone: long enough to hold up the first paint when the
 * script was already there, and the largest item of Total Blocking Time on every page. Between the tasks the browser
 * may paint and handle input. The modules stay in the main script (`webpackMode: "eager"`): nothing more is
 * downloaded, only evaluated later.
 */

/** Resolves in a new task, after the browser has had the chance to paint and handle input. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

nextTask()
  .then(() => import(/* webpackMode: "eager" */ 'react-dom/client'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry.js'))
  .catch((error: unknown) => {
    console.error('The site could not start', error);
  });
