/**
 * Upstream: @easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchPage/SearchPage.jsx sha256 554dcc569a17cb23c22b30066b58901002bb5b95a9d6345c5b76d302c3d40294
 * Saturn: a rewrite of that file; the local changes are listed under "What is local" below.
 * The /search page of @easyops-cn/docusaurus-search-local, swizzled.
 *
 * Why: the plugin's page only runs word searches in its web worker and offers no hook to change
 * that, while the site specification asks for lunr's query syntax with lunr's error messages. The
 * original page keeps its input state inside, so a wrapper around `@theme-original/SearchPage`
 * cannot add a path for syntax queries without remounting the box on every keystroke.
 *
 * What is local (everything else follows the plugin's SearchPage.jsx 0.55.3 and reuses its
 * modules, styles and translation ids):
 * - queries that use lunr syntax run through src/search/syntaxSearch.ts, against the plugin's
 *   lunr index; plain queries go to the site's own index (src/search/client.ts, see
 *   plugins/search/README.md);
 * - parse errors and index-loading errors are shown in the page instead of failing silently;
 * - a short syntax help sits under the box;
 * - the page's content is a `<main>` landmark (the plugin's page uses a `<div>`).
 */
import React, {useEffect, useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {PageMetadata, usePluralForm} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import useSearchQuery from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/hooks/useSearchQuery';
import LoadingRing from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/LoadingRing/LoadingRing';
import {highlight} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlight';
import {highlightStemmed} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlightStemmed';
import {getStemmedPositions} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/getStemmedPositions';
import {concatDocumentPath} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/concatDocumentPath';
import {normalizeContextByPath} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/normalizeContextByPath';
import {
  searchContextByPaths,
  useAllContextsWithNoSearchContext,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated';
import pluginStyles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchPage/SearchPage.module.css';

import {usesQuerySyntax} from '@site/plugins/search/syntax/query';
import {fetchIndexesByWorker, searchByWorker} from '@site/src/search/client';
import {searchBySyntax} from '@site/src/search/syntaxSearch';
import type {PluginSearchResult} from '@site/src/search/types';
import SyntaxHelp from './SyntaxHelp';
import styles from './styles.module.css';

/** For link previews; search result pages themselves are kept out of search engines. */
const PAGE_DESCRIPTION =
  "Search Saturn's documentation by word, or with query syntax: fields, required and excluded words, wildcards, typos and boosts.";

/** The search page lists more than the dropdown's 8 results, as the plugin's page does. */
const PAGE_RESULT_LIMIT = 100;

// The plugin's SearchDocumentType values.
const TITLE = 0;
const DESCRIPTION = 2;
const KEYWORDS = 3;
const CONTENT = 4;

type SearchState =
  | {status: 'idle'}
  | {status: 'loading'}
  | {status: 'done'; results: PluginSearchResult[]}
  | {status: 'query-error'; message: string}
  | {status: 'load-error'; message: string};

export default function SearchPage(): ReactNode {
  return (
    <Layout>
      <SearchPageContent />
    </Layout>
  );
}

function SearchPageContent(): ReactNode {
  const {
    siteConfig: {baseUrl},
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const {selectMessage} = usePluralForm();
  const {searchValue, searchContext, searchVersion, updateSearchPath, updateSearchContext} =
    useSearchQuery();
  const [searchQuery, setSearchQuery] = useState(searchValue);
  const [state, setState] = useState<SearchState>({status: 'idle'});
  const versionUrl = `${baseUrl}${searchVersion}`;

  const pageTitle = useMemo(
    () =>
      searchQuery
        ? translate(
            {
              id: 'theme.SearchPage.existingResultsTitle',
              message: 'Search results for "{query}"',
              description: 'The search page title for non-empty query',
            },
            {query: searchQuery},
          )
        : translate({
            id: 'theme.SearchPage.emptyResultsTitle',
            message: 'Search the documentation',
            description: 'The search page title for empty query',
          }),
    [searchQuery],
  );

  // Keep the box in step with the URL (back/forward, links from the dropdown).
  useEffect(() => {
    if (searchValue && searchValue !== searchQuery) setSearchQuery(searchValue);
    // Only when the URL changes; the box drives the URL otherwise.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchValue]);

  // Warm the worker's index as the plugin's page does.
  useEffect(() => {
    fetchIndexesByWorker(versionUrl, searchContext).catch(() => {
      // The search itself reports the failure.
    });
  }, [versionUrl, searchContext]);

  useEffect(() => {
    updateSearchPath(searchQuery);
    if (!searchQuery) {
      setState({status: 'idle'});
      return undefined;
    }
    let current = true;
    setState((previous) => (previous.status === 'done' ? previous : {status: 'loading'}));
    (async () => {
      try {
        if (usesQuerySyntax(searchQuery)) {
          const outcome = await searchBySyntax(
            versionUrl,
            searchContext,
            searchQuery,
            PAGE_RESULT_LIMIT,
          );
          if (!current) return;
          setState(
            outcome.ok
              ? {status: 'done', results: outcome.results}
              : {status: 'query-error', message: outcome.error},
          );
        } else {
          const results = await searchByWorker(
            versionUrl,
            searchContext,
            searchQuery,
            PAGE_RESULT_LIMIT,
          );
          if (current) setState({status: 'done', results});
        }
      } catch (error) {
        if (current) {
          setState({
            status: 'load-error',
            message: error instanceof Error ? error.message : String(error),
          });
        }
      }
    })();
    return () => {
      current = false;
    };
    // `updateSearchPath` changes on every render; the plugin's page leaves it out too.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchQuery, versionUrl, searchContext]);

  const hasContexts = Array.isArray(searchContextByPaths);

  return (
    <>
      <PageMetadata title={pageTitle} description={PAGE_DESCRIPTION} />
      <Head>
        {/* Search pages are not indexed: https://github.com/facebook/docusaurus/pull/3233 */}
        <meta property="robots" content="noindex, follow" />
      </Head>

      <main className="container margin-vert--lg">
        <h1>{pageTitle}</h1>

        <div className="row">
          <div
            className={clsx(
              'col',
              hasContexts ? ['col--9', pluginStyles.searchQueryColumn] : 'col--12',
            )}>
            <input
              type="search"
              name="q"
              className={pluginStyles.searchQueryInput}
              aria-label="Search"
              aria-describedby="search-syntax-help"
              onChange={(event) => setSearchQuery(event.target.value)}
              value={searchQuery}
              autoComplete="off"
              autoFocus
            />
          </div>
          {hasContexts && searchContextByPaths ? (
            <div
              className={clsx(
                'col',
                'col--3',
                pluginStyles.searchContextColumn,
                styles.contextColumn,
              )}>
              <select
                name="search-context"
                aria-label="Search in"
                className={pluginStyles.searchContextInput}
                id="context-selector"
                value={searchContext}
                onChange={(event) => updateSearchContext(event.target.value)}>
                {useAllContextsWithNoSearchContext && (
                  <option value="">
                    {translate({
                      id: 'theme.SearchPage.searchContext.everywhere',
                      message: 'Everywhere',
                    })}
                  </option>
                )}
                {searchContextByPaths.map((context) => {
                  const {label, path} = normalizeContextByPath(context, currentLocale);
                  return (
                    <option key={path} value={path}>
                      {label}
                    </option>
                  );
                })}
              </select>
            </div>
          ) : null}
        </div>

        <SyntaxHelp id="search-syntax-help" />

        <div aria-live="polite" className={styles.status}>
          {state.status === 'loading' && <LoadingRing />}
          {state.status === 'query-error' && (
            <p className={clsx('alert', 'alert--warning', styles.problem)} role="alert">
              This query cannot be read: <span data-search-error>{state.message}</span>. See the
              query syntax above.
            </p>
          )}
          {state.status === 'load-error' && (
            <p className={clsx('alert', 'alert--danger', styles.problem)} role="alert">
              Search is unavailable: <span data-search-error>{state.message}</span>.
            </p>
          )}
          {state.status === 'done' &&
            (state.results.length > 0 ? (
              <p>
                {selectMessage(
                  state.results.length,
                  translate(
                    {
                      id: 'theme.SearchPage.documentsFound.plurals',
                      message: '1 document found|{count} documents found',
                      description:
                        'Pluralized label for "{count} documents found". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
                    },
                    {count: state.results.length},
                  ),
                )}
              </p>
            ) : (
              <p className={styles.noResults}>
                {translate({
                  id: 'theme.SearchPage.noResultsText',
                  message: 'No results',
                  description: 'The paragraph for empty search result',
                })}
              </p>
            ))}
        </div>

        {state.status === 'done' && (
          <section>
            {state.results.map((result) => (
              <SearchResultItem key={result.document.i} result={result} />
            ))}
          </section>
        )}
      </main>
    </>
  );
}

/** One hit: the page or heading it links to (with its anchor), its breadcrumb and a snippet. */
function SearchResultItem({result}: {result: PluginSearchResult}): ReactNode {
  const {document, type, page, tokens, metadata} = result;
  const isTitle = type === TITLE;
  const isDescriptionOrKeywords = type === DESCRIPTION || type === KEYWORDS;
  const isContent = type === CONTENT;
  const pageDocument = page || undefined;
  const pathItems = [...((isTitle ? document.b : pageDocument?.b) ?? [])];
  if (!isTitle && !isDescriptionOrKeywords && pageDocument) pathItems.push(pageDocument.t);
  const articleTitle = (isContent || isDescriptionOrKeywords ? document.s : document.t) ?? '';
  // Without a matched word (a page listed for its sections) there is nothing to mark.
  const positions = getStemmedPositions(metadata, 't').filter(([, length]) => length > 0);
  // Both helpers escape the text and only add <mark> around matched words.
  const titleHtml =
    isContent || isDescriptionOrKeywords || positions.length === 0
      ? highlight(articleTitle, tokens)
      : highlightStemmed(articleTitle, positions, tokens, 100);
  return (
    <article className={pluginStyles.searchResultItem}>
      <h2>
        <Link to={document.u + (document.h ?? '')} dangerouslySetInnerHTML={{__html: titleHtml}} />
      </h2>
      {pathItems.length > 0 && (
        <p className={pluginStyles.searchResultItemPath}>{concatDocumentPath(pathItems)}</p>
      )}
      {(isContent || type === DESCRIPTION) && (
        <p
          className={pluginStyles.searchResultItemSummary}
          dangerouslySetInnerHTML={{
            __html:
              positions.length > 0
                ? highlightStemmed(document.t, positions, tokens, 100)
                : highlight(document.t.slice(0, 100), tokens),
          }}
        />
      )}
    </article>
  );
}
