import {nextTask} from '../nextTask';
import type {SearchEngine} from './searchEngine';

const warmEngines = new WeakSet<SearchEngine>();

/**
 * Runs the engine's code once on queries of the kind a reader types (the first words of a few titles, a letter at a
 * time), so that the reader's first keystrokes find it compiled: the first search of a fresh engine took 300 ms in
 * Chromium, where a search usually takes a few. Only the search worker calls it, for an engine loaded ahead of need:
 * on the main thread it would hold up the page. One search per task: run in one go, the warm-up held a query typed
 * meanwhile for up to 300 ms on a slow machine.
 */
export async function warmUpSearchEngine(engine: SearchEngine, readerHasAsked: () => boolean): Promise<void> {
  if (warmEngines.has(engine)) return;
  warmEngines.add(engine);
  for (const page of engine.pages.slice(0, 8)) {
    const word = page.lvl1.split(/\s+/)[0] ?? '';
    for (let length = 1; length <= word.length; length++) {
      // The worker takes a message that came meanwhile first: a reader's query must not wait for the warm-up.
      await nextTask();
      // The reader's own queries compile the code from then on, and a warm-up search would only take a core from
      // the page while it shows their results: on a phone with two cores that delayed the first result.
      if (readerHasAsked()) return;
      engine.search(word.slice(0, length));
    }
  }
}
