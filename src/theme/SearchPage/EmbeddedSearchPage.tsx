/**
 * The /search/ page on the embedded engine, replacing the theme's Algolia-only page (see index.tsx). It keeps the
 * theme's behavior and strings: the query lives in `?q=` so a search can be shared, results come page by page on
 * demand, and every label is one the theme already translates.
 */
import {useMemo, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Translate, {translate} from '@docusaurus/Translate';
import {HtmlClassNameProvider, PageMetadata, usePluralForm, useSearchQueryString} from '@docusaurus/theme-common';
import {useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import type {AlgoliaHit} from '@site/src/search/algoliaResponse';
import {missingResultsUrl} from '@site/src/search/missingResultsUrl';
import {searchTranslations} from '@site/src/search/modal/modalTranslations';
import type {PageResult} from '@site/src/search/pageResults';
import {useSearchIndexUrl} from '@site/src/search/useEmbeddedSearch';
import {useEmbeddedPageResults} from './useEmbeddedPageResults';
import styles from './styles.module.css';

const pagesPerStep = 10;

function pageTitle(query: string): string {
  return query
    ? translate(
        {
          id: 'theme.SearchPage.existingResultsTitle',
          message: 'Search results for "{query}"',
          description: 'The search page title for non-empty query',
        },
        {query},
      )
    : translate({
        id: 'theme.SearchPage.emptyResultsTitle',
        message: 'Search the documentation',
        description: 'The search page title for empty query',
      });
}

/** Highlighted text from the engine: every character of the indexed text is escaped, only <mark> is markup. */
function Highlighted({html, className}: {html: string; className?: string}): ReactNode {
  return <span className={className} dangerouslySetInnerHTML={{__html: html}} />;
}

function sectionTitleHtml(hit: AlgoliaHit): string {
  const {lvl1, lvl2, lvl3} = hit._highlightResult.hierarchy;
  return (lvl3 ?? lvl2 ?? lvl1)?.value ?? '';
}

function SearchResult({result}: {result: PageResult}): ReactNode {
  const processUrl = useSearchResultUrlProcessor();
  const {page, sections} = result;
  return (
    <article className={styles.result}>
      <Heading as="h2" className={styles.resultTitle}>
        <Link to={processUrl(page.url)}>
          <Highlighted html={page._highlightResult.hierarchy.lvl1?.value ?? ''} />
        </Link>
      </Heading>
      <p className={styles.resultCategory}>
        <Highlighted html={page._highlightResult.hierarchy.lvl0?.value ?? ''} />
      </p>
      {sections.length > 0 && (
        <ul className={styles.resultSections}>
          {sections.map((hit) => (
            <li key={hit.objectID}>
              <Link to={processUrl(hit.url)}>
                <Highlighted html={sectionTitleHtml(hit)} />
              </Link>
              {hit._snippetResult.content && (
                <Highlighted className={styles.resultSnippet} html={hit._snippetResult.content.value} />
              )}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

function NoResults({query}: {query: string}): ReactNode {
  const {noResultsScreen} = searchTranslations.modal ?? {};
  return (
    <div className={styles.message}>
      <p>
        <Translate id="theme.SearchPage.noResultsText" description="The paragraph for empty search result">
          No results were found
        </Translate>
      </p>
      <p>
        {noResultsScreen?.reportMissingResultsText}{' '}
        <a href={missingResultsUrl({query})}>{noResultsScreen?.reportMissingResultsLinkText}</a>
      </p>
    </div>
  );
}

function LoadFailed(): ReactNode {
  const {errorScreen} = searchTranslations.modal ?? {};
  return (
    <div className={styles.message} role="alert">
      <p className={styles.messageTitle}>{errorScreen?.titleText}</p>
      <p>{errorScreen?.helpText}</p>
    </div>
  );
}

function SearchPageContent(): ReactNode {
  const [query, setQuery] = useSearchQueryString();
  // How many result pages the reader has asked to see, for the query they asked it for: a new query starts over.
  const [shown, setShown] = useState({query, pageCount: pagesPerStep});
  const pageCount = shown.query === query ? shown.pageCount : pagesPerStep;
  const {selectMessage} = usePluralForm();
  const indexUrl = useSearchIndexUrl();
  const isBrowser = useIsBrowser();
  const state = useEmbeddedPageResults(indexUrl, query, pageCount);
  const title = pageTitle(query);

  const documentsFound = useMemo(
    () =>
      state.status === 'ready' && state.results.totalPages > 0
        ? selectMessage(
            state.results.totalPages,
            translate(
              {
                id: 'theme.SearchPage.documentsFound.plurals',
                description:
                  'Pluralized label for "{count} documents found". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
                message: 'One page found|{count} pages found',
              },
              {count: state.results.totalPages},
            ),
          )
        : null,
    [state, selectMessage],
  );

  return (
    <Layout>
      {/* The index downloads alongside the page's scripts instead of after them; crossOrigin matches fetch(). Only
          the pre-rendered HTML has it: a preload link that Helmet inserts again in the browser could start a second
          download once the page's fetch has taken the first. */}
      {!isBrowser && (
        <Head>
          <link rel="preload" href={indexUrl} as="fetch" crossOrigin="anonymous" />
        </Head>
      )}
      <PageMetadata
        title={title}
        description={translate({
          id: 'search.page.description',
          message: 'Search the Kalyna payment guides and API reference in English and Ukrainian.',
        })}
      />
      <div className="container margin-vert--lg">
        <Heading as="h1" className={styles.title}>
          {title}
        </Heading>
        <form role="search" onSubmit={(event) => event.preventDefault()}>
          <input
            type="search"
            name="q"
            className={styles.queryInput}
            placeholder={translate({
              id: 'theme.SearchPage.inputPlaceholder',
              message: 'Type your search here',
              description: 'The placeholder for search page input',
            })}
            aria-label={translate({
              id: 'theme.SearchPage.inputLabel',
              message: 'Search',
              description: 'The ARIA label for search page input',
            })}
            onChange={(event) => setQuery(event.target.value)}
            value={query}
            autoComplete="off"
            // The reader came here to search: the field is the page's only job.
            autoFocus
          />
        </form>
        {/* The results arrive after the page has painted; their box is a screen tall from the start, so the footer
            below does not jump when they come. */}
        <div className={styles.results}>
          {documentsFound && <p className={styles.count}>{documentsFound}</p>}
          {state.status === 'failed' && <LoadFailed />}
          {state.status === 'loading' && query && <div className={styles.loadingSpinner} />}
          {state.status === 'ready' && query && state.results.totalPages === 0 && <NoResults query={query} />}
          {state.status === 'ready' && (
            <main>
              {state.results.pages.map((result) => (
                <SearchResult key={result.page.objectID} result={result} />
              ))}
            </main>
          )}
        </div>
        {state.status === 'ready' && state.results.totalPages > pageCount && (
          <button
            type="button"
            className="button button--secondary margin-top--md"
            onClick={() => setShown({query, pageCount: pageCount + pagesPerStep})}
          >
            <Translate
              id="search.page.moreResults"
              description="Button under the search results that shows more of them"
            >
              Show more results
            </Translate>
          </button>
        )}
      </div>
    </Layout>
  );
}

export default function EmbeddedSearchPage(): ReactNode {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      <SearchPageContent />
    </HtmlClassNameProvider>
  );
}
