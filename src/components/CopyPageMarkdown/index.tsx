// cspell:ignore llms
import {useEffect, useRef, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {markdownCopyPath} from '@site/plugins/llms-txt/urls';
import styles from './styles.module.css';

type CopyState = 'idle' | 'copying' | 'copied' | 'failed';

/**
 * Copies the page's Markdown copy (written by plugins/llms-txt) to the clipboard. The text is fetched on click and
 * handed to the clipboard as a pending item where the browser allows it, because Safari refuses a clipboard write
 * that starts after an awaited fetch.
 */
async function copyMarkdown(url: string): Promise<void> {
  const markdown = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response.text();
  });
  if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard?.write === 'function') {
    const blob = markdown.then((text) => new Blob([text], {type: 'text/plain'}));
    await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
  } else {
    await navigator.clipboard.writeText(await markdown);
  }
}

/** The "Copy page as Markdown" button at the top of every documentation page. */
export default function CopyPageMarkdown(): ReactNode {
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const isBrowser = useIsBrowser();
  const [state, setState] = useState<CopyState>('idle');
  const resetTimer = useRef<number | undefined>(undefined);
  const url = markdownCopyPath(metadata.permalink, siteConfig.baseUrl);

  useEffect(() => () => window.clearTimeout(resetTimer.current), []);

  const copy = () => {
    setState('copying');
    window.clearTimeout(resetTimer.current);
    copyMarkdown(url).then(
      () => {
        setState('copied');
        resetTimer.current = window.setTimeout(() => setState('idle'), 3000);
      },
      () => setState('failed'),
    );
  };

  return (
    <div className={styles.copyPage}>
      <button
        type="button"
        className="button button--sm button--secondary button--outline"
        onClick={copy}
        // Without JavaScript the button could do nothing, so it waits for the page to come alive.
        disabled={!isBrowser || state === 'copying'}
        data-state={state}
      >
        {state === 'copied'
          ? translate({id: 'theme.CodeBlock.copied', message: 'Copied'})
          : translate({id: 'docPage.copyMarkdown.button', message: 'Copy page as Markdown'})}
      </button>
      <p className={styles.status} role="status" aria-live="polite">
        {state === 'copied' && (
          <span className={styles.visuallyHidden}>
            <Translate id="docPage.copyMarkdown.copied">The page is copied as Markdown.</Translate>
          </span>
        )}
        {state === 'failed' && (
          <Translate id="docPage.copyMarkdown.failed" values={{link: <a href={url}>{url.split('/').pop()}</a>}}>
            {'Could not copy the page. Open its Markdown copy instead: {link}'}
          </Translate>
        )}
      </p>
    </div>
  );
}
