/**
 * Removes from a stylesheet the rules whose selectors name a class, id, tag or attribute that no script or page of the
 * build contains, with PurgeCSS.
 *
 * Three departures from PurgeCSS's defaults, each for a rule it would otherwise drop by mistake:
 * - A pseudo-class alone (`:focus-visible`, `:hover`) does not decide whether a selector stays; PurgeCSS drops a
 *   selector made only of pseudo-classes, such as the site's focus ring.
 * - `element.dataset.searchIndex` in a script sets the attribute `data-search-index`, which appears nowhere as such.
 * - Custom properties stay when a script, a page or another stylesheet names them (inline styles, the modal's
 *   lazily loaded stylesheet); PurgeCSS looks for their uses in the purged stylesheet only.
 */
import {PurgeCSS, type UserDefinedOptions} from 'purgecss';

export type PurgeInput = {
  /** The stylesheet to purge. */
  css: string;
  /** Scripts and pages whose words may name what the stylesheet styles. */
  content: {text: string; extension: 'js' | 'html'}[];
  /** Stylesheets that stay as they are but may use the purged stylesheet's custom properties. */
  otherStylesheets: string[];
};

export type PurgeResult = {css: string; rejectedCss: string; rejectedSelectors: string[]};

/** PurgeCSS's own word pattern: every run of letters, digits, `_` and `-` may be a class, tag or attribute. */
const words = (text: string): string[] => text.match(/[A-Za-z0-9_-]+/g) ?? [];

const kebabCase = (camel: string): string => camel.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The words of a script, plus the `data-*` attribute each `dataset.someName` it touches stands for. */
export function scriptWords(script: string): string[] {
  const datasetAttributes = [...script.matchAll(/\.dataset\.([A-Za-z][A-Za-z0-9]*)/g)].map(
    ([, name]) => `data-${kebabCase(name)}`,
  );
  return [...words(script), ...datasetAttributes];
}

/** Every custom property named anywhere in the given texts (`--ifm-color-primary`). */
export function customPropertyNames(texts: string[]): string[] {
  const names = new Set<string>();
  for (const text of texts) {
    for (const [name] of text.matchAll(/--[A-Za-z0-9_-]+/g)) names.add(name);
  }
  return [...names];
}

export function purgeOptions({css, content, otherStylesheets}: PurgeInput): UserDefinedOptions {
  return {
    css: [{raw: css}],
    content: content.map(({text, extension}) => ({raw: text, extension})),
    extractors: [{extensions: ['js'], extractor: scriptWords}],
    defaultExtractor: words,
    variables: true,
    rejected: true,
    rejectedCss: true,
    safelist: {
      standard: [/^:[^:]/],
      variables: customPropertyNames([...content.map(({text}) => text), ...otherStylesheets]),
    },
  };
}

export async function purgeStylesheet(input: PurgeInput): Promise<PurgeResult> {
  const [result] = await new PurgeCSS().purge(purgeOptions(input));
  return {css: result.css, rejectedCss: result.rejectedCss ?? '', rejectedSelectors: result.rejected ?? []};
}
