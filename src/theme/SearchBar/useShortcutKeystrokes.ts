/**
 * Keeps what the reader types between the search shortcut (Ctrl/⌘K or `/`) and the moment the modal's input takes
 * focus. The theme opens the modal only once its script has loaded, and its shortcuts hand it only a key typed while
 * the search button has focus, so on a fresh page a fast typist's first letters fell on the page ("refund" arrived as
 * "efund"). Here they are collected and typed into the input as soon as it has focus.
 *
 * They are not passed as the modal's `initialQuery`: a modal given one does not focus its input as it mounts but in a
 * later effect, and a key pressed in between lands in an input that still shows an empty query, replacing the initial
 * one ("повернення" arrived as "нення").
 */
// The two mangled queries quoted above. cspell:ignore efund нення
import {useEffect} from 'react';
import {modalInput, setModalQuery} from './modalInput';

/** However slowly the modal's script arrives, keys are not held back from the page longer than this. */
const longestWaitMs = 10_000;

/** The shortcuts of DocSearch's useDocSearchKeyboardEvents, which open the modal when it is closed. */
function opensModal(event: KeyboardEvent): boolean {
  if (document.body.classList.contains('DocSearch--active')) {
    return false;
  }
  if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)) {
    return true;
  }
  const target = event.composedPath()[0];
  const typesText =
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA', 'BUTTON'].includes(target.tagName));
  return event.key === '/' && !typesText;
}

function isTypedCharacter(event: KeyboardEvent): boolean {
  return [...event.key].length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey && !event.isComposing;
}

export function useShortcutKeystrokes(): void {
  useEffect(() => {
    let capturing = false;
    let deadline: ReturnType<typeof setTimeout> | undefined;
    let typed = '';
    const stopCapturing = () => {
      capturing = false;
      clearTimeout(deadline);
      typed = '';
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!capturing) {
        if (opensModal(event)) {
          capturing = true;
          deadline = setTimeout(stopCapturing, longestWaitMs);
        }
        return;
      }
      if (event.key === 'Escape') {
        stopCapturing();
        return;
      }
      if (isTypedCharacter(event)) {
        typed += event.key;
      } else if (event.key === 'Backspace') {
        typed = typed.slice(0, -1);
      } else {
        return;
      }
      // On the page, the key would scroll (space) or start the browser's find-as-you-type.
      event.preventDefault();
    };
    const onFocusIn = (event: FocusEvent) => {
      const input = modalInput();
      if (!capturing || input === null || event.target !== input) return;
      const query = typed;
      stopCapturing();
      if (query !== '') {
        // The input takes focus while React commits the modal; the query is typed once that is done, before any
        // other key can come.
        queueMicrotask(() => setModalQuery(input, input.value + query));
      }
    };
    window.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
      clearTimeout(deadline);
    };
  }, []);
}
