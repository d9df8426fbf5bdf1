import {lazy, Suspense, useRef, useState, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Translate, {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {ApiConsoleProps} from './props';
import styles from './styles.module.css';

// The console is its own chunk, fetched on the first click: a reference page ships only this button.
const Console = lazy(() => import('./Console'));

/**
 * The "Try it" button of an API operation. It opens the request console in place; closing the console unmounts it,
 * so the key and everything typed are forgotten, and focus returns to the button.
 */
export default function ApiConsole(props: ApiConsoleProps): ReactNode {
  const isBrowser = useIsBrowser();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    // The button is rendered again on the next commit; focus it then.
    requestAnimationFrame(() => button.current?.focus());
  };

  if (!open) {
    return (
      <div className={styles.apiConsole}>
        <button
          ref={button}
          type="button"
          className="button button--primary button--sm"
          disabled={!isBrowser}
          onClick={() => setOpen(true)}
        >
          {translate({id: 'apiConsole.open', message: 'Try it'})}
        </button>
      </div>
    );
  }
  return (
    <div className={styles.apiConsole}>
      <ErrorBoundary
        fallback={() => (
          <p className="alert alert--danger" role="alert">
            <Translate id="apiConsole.loadFailed">
              The console could not be loaded. Check your connection and reload the page.
            </Translate>
          </p>
        )}
      >
        <Suspense
          fallback={
            <p role="status" className={styles.loading}>
              {translate({id: 'apiConsole.loading', message: 'Loading the console…'})}
            </p>
          }
        >
          <Console {...props} onClose={close} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
