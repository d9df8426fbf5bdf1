/**
 * Errors of searches that could not reach their index, embedded or hosted, which the modal shows on its screen.
 * DocSearch rethrows a failed search after handling it, and nothing catches it after that: without this, every
 * keystroke while offline would print an uncaught error. Only the errors marked here are silenced; the UI shows them.
 */
const shownErrors = new WeakSet<object>();

if (typeof window !== 'undefined') {
  window.addEventListener('unhandledrejection', (event) => {
    if (typeof event.reason === 'object' && event.reason !== null && shownErrors.has(event.reason)) {
      event.preventDefault();
    }
  });
}

export function markShownInModal(error: object): void {
  shownErrors.add(error);
}
