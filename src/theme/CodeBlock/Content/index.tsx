/**
 * Replaces the theme's CodeBlock/Content, which highlights with prism-react-renderer on every render.
 *
 * That put Prism and its grammars (about 30 KB of gzip script) into every page's main bundle, and made hydration
 * tokenize every code block again although the pre-rendered HTML already holds the highlighted lines. This version:
 * - pre-renders the same markup (lines, line numbers, magic-comment classes) through the theme's Line component;
 * - keeps the pre-rendered lines as they are while the page hydrates, so hydration runs no Prism at all, and reuses
 *   them when React renders the same block again (the page shown again after client-side navigation);
 * - highlights what React renders itself (a code block reached by client-side navigation) with the tokenizer chunk,
 *   loaded on demand (and prefetched at idle priority where the connection allows), showing the plain lines until it
 *   arrives;
 * - colors tokens through custom properties that a stylesheet sets for each color mode
 *   (src/codeHighlight/codeColorStylesheet.ts): the markup is the same in both modes, so it hydrates as it is, and a
 *   mode switch restyles the kept lines without tokenizing them again.
 */
import React, {useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import type {LineInputProps, LineOutputProps, Token, TokenInputProps, TokenOutputProps} from 'prism-react-renderer';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useThemeConfig} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Content';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import {loadTokenizer, loadedTokenizer, type Tokenizer} from '@site/src/codeHighlight/loader';
import {styledTokenTypes, tokenStyle} from '@site/src/codeHighlight/tokenColors';

/** Lines of one plain token each, shown until the tokenizer arrives. */
function plainLines(code: string): Token[][] {
  return code.split('\n').map((content) => [{types: ['plain'], content, empty: content === ''}]);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The highlighted lines of blocks hydrated from the pre-rendered HTML, by block. A page may be shown again by
 * client-side navigation: that render reuses these lines rather than waiting for Prism to tokenize the code again.
 */
const renderedLines = new Map<string, string>();

/**
 * Whether this block keeps the lines React found in the page: true only for blocks being hydrated. In the development
 * server, which renders on the client only, the check after mounting finds no tokens and lets the block render.
 */
function useKeptServerLines(codeRef: React.RefObject<HTMLElement | null>, blockKey: string): boolean {
  const isBrowser = useIsBrowser();
  const [keep, setKeep] = useState(() => ExecutionEnvironment.canUseDOM && !isBrowser);
  useLayoutEffect(() => {
    const code = codeRef.current;
    if (!keep || code === null) {
      return;
    }
    if (code.querySelector('.token') === null) {
      setKeep(false);
      return;
    }
    // Read when the block leaves the page, not while the page starts: serializing every block's lines would lengthen
    // the hydration commit of a long page for a cache that only a later visit uses.
    return () => {
      renderedLines.set(blockKey, code.innerHTML);
    };
  }, [keep, codeRef, blockKey]);
  return keep;
}

/** The tokenizer for a block React renders: ready on the server, loaded on demand in the browser. */
function useTokenizer(needed: boolean): Tokenizer | undefined {
  const [tokenizer, setTokenizer] = useState(loadedTokenizer);
  useEffect(() => {
    if (!needed || tokenizer !== undefined) {
      return undefined;
    }
    let mounted = true;
    loadTokenizer().then(
      (loaded) => mounted && setTokenizer(() => loaded),
      // Without the chunk the block stays readable as plain lines.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [needed, tokenizer]);
  return tokenizer;
}

export default function CodeBlockContent({className}: Props): ReactNode {
  const {
    metadata,
    wordWrap: {codeBlockRef},
  } = useCodeBlockContext();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const {prism} = useThemeConfig();
  const codeRef = useRef<HTMLElement>(null);
  const blockKey = JSON.stringify([language, lineNumbersStart, lineClassNames, code]);
  const keepServerLines = useKeptServerLines(codeRef, blockKey);
  const reusedLines = keepServerLines ? undefined : renderedLines.get(blockKey);
  const tokenizer = useTokenizer(!keepServerLines && reusedLines === undefined);

  const styled = useMemo(
    () => styledTokenTypes(prism.darkTheme ? [prism.theme, prism.darkTheme] : [prism.theme]),
    [prism.theme, prism.darkTheme],
  );
  const lines = useMemo(
    () => (keepServerLines || reusedLines !== undefined ? [] : (tokenizer?.(code, language) ?? plainLines(code))),
    [keepServerLines, reusedLines, tokenizer, code, language],
  );
  // One object per content: React sets innerHTML again whenever this prop is a new object, which on every later
  // render (the word-wrap check re-renders each block once mounted) would replace the kept lines with plain text.
  const innerHtml = useMemo(
    () =>
      keepServerLines ? {__html: escapeHtml(code)} : reusedLines === undefined ? undefined : {__html: reusedLines},
    [keepServerLines, reusedLines, code],
  );
  // The line's tokens come in as `line`, for the theme's Line to read; spread onto the element, they would be written
  // into the pre-rendered HTML as an attribute of every line ("[object Object],…").
  const getLineProps = ({className: lineClassName, style}: LineInputProps): LineOutputProps => ({
    style,
    className: clsx('token-line', lineClassName),
  });
  const getTokenProps = ({token, className: tokenClassName, ...props}: TokenInputProps): TokenOutputProps => ({
    ...props,
    className: clsx('token', ...token.types, tokenClassName),
    style: tokenStyle(token, styled),
    children: token.content,
  });

  return (
    <pre
      ref={codeBlockRef}
      // Focusable so that wide code scrolls sideways by keyboard.
      tabIndex={0}
      className={clsx(className, 'prism-code', `language-${language}`, styles.codeBlock, 'thin-scrollbar')}
    >
      <code
        ref={codeRef}
        className={clsx(styles.codeBlockLines, lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering)}
        style={lineNumbersStart === undefined ? undefined : {counterReset: `line-count ${lineNumbersStart - 1}`}}
        {...(keepServerLines
          ? {
              // Hydration does not apply this HTML: React keeps the pre-rendered lines. It is shown only if React
              // ever renders this block afresh, and then the check in useKeptServerLines highlights it.
              dangerouslySetInnerHTML: innerHtml,
              suppressHydrationWarning: true,
            }
          : innerHtml !== undefined
            ? {dangerouslySetInnerHTML: innerHtml}
            : {
                children: lines.map((line, index) => (
                  <Line
                    key={index}
                    line={line}
                    getLineProps={getLineProps}
                    getTokenProps={getTokenProps}
                    classNames={lineClassNames[index]}
                    showLineNumbers={lineNumbersStart !== undefined}
                  />
                )),
              })}
      />
    </pre>
  );
}
