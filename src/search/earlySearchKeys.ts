/**
 * The search shortcut and the keys typed after it before the page's scripts had started, which the page's first script
 * kept (plugins/page-scripts/earlySearchKeys.js). Replayed as the keys they were, once the search bar listens: the
 * shortcut opens the modal as it would have, and useShortcutKeystrokes types the rest into its input.
 */

/** A key as the first script kept it. */
export interface EarlySearchKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
}

type WindowWithEarlyKeys = Window & {kalynaEarlySearchKeys?: {take: () => EarlySearchKey[]}};

/** Takes the kept keys, once: the first script stops keeping keys from then on. None where it did not run. */
export function takeEarlySearchKeys(): EarlySearchKey[] {
  return (window as WindowWithEarlyKeys).kalynaEarlySearchKeys?.take() ?? [];
}

function press(init: KeyboardEventInit): void {
  document.body.dispatchEvent(new KeyboardEvent('keydown', {...init, bubbles: true, cancelable: true}));
}

/**
 * Presses the kept keys again, in order. The modifier of a Ctrl/⌘K goes first, as a reader's finger pressed it: it is
 * the intent that starts loading search (src/theme/SearchBar/useSearchPreload.ts).
 */
export function replayEarlySearchKeys(keys: EarlySearchKey[]): void {
  for (const {key, ctrlKey, metaKey} of keys) {
    if (ctrlKey) press({key: 'Control', ctrlKey});
    if (metaKey) press({key: 'Meta', metaKey});
    press({key, ctrlKey, metaKey});
  }
}
