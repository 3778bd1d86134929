/**
 * The `/search` page (route added by ../../index.ts). Its URL carries the query `q`, the docs
 * section `ctx` and the `version` of the docs whose index is searched (specification, section 2).
 * Plain words run on the site search's engine (../../client/search.ts); a query in lunr syntax
 * (`title:cron`, `+a -b`, `kube*`, `sidcar~1`, `cron^10`) runs through lunr's own parser on the
 * lunr index (../../syntax/client.ts), and its parse errors show lunr's message. Without
 * JavaScript the page says so instead of showing a form that cannot search.
 */
import React, {useEffect, useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {PageMetadata, usePluralForm} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';

import {
  CONTEXT_PARAM,
  PAGE_CONTEXT,
  PAGE_RESULTS,
  PLUGIN_NAME,
  QUERY_PARAM,
  VERSION_PARAM,
  type SearchGlobalData,
} from '../../constants';
import type {SearchHit} from '../../engine/browser';
import {indexFiles} from '../../client/files';
import Marked from '../../client/Marked';
import {describeFailure, search} from '../../client/search';
import {usesQuerySyntax} from '../../syntax/detect';
import SyntaxHelp from './SyntaxHelp';
import styles from './styles.module.css';

/** For link previews; search result pages themselves are kept out of search engines. */
const PAGE_DESCRIPTION =
  "Search Saturn's documentation by word, or with query syntax: fields, required and excluded words, wildcards, typos and boosts.";

type SearchState =
  | {status: 'idle'}
  | {status: 'loading'}
  | {status: 'done'; hits: SearchHit[]}
  | {status: 'query-error'; message: string}
  | {status: 'load-error'; message: string};

export default function SearchPage(): ReactNode {
  return (
    <Layout>
      <SearchPageContent />
    </Layout>
  );
}

/** The URL's `q`, `ctx` and `version`, and how to change the first two. */
function useSearchParams() {
  const isBrowser = useIsBrowser();
  const history = useHistory();
  const location = useLocation();
  const {contexts} = usePluginData(PLUGIN_NAME) as SearchGlobalData;
  // The static HTML is the same for every query: read the URL after hydration only.
  const params = new URLSearchParams(isBrowser ? location.search : '');
  const context = params.get(CONTEXT_PARAM) ?? '';
  const replace = (name: string, value: string) => {
    const next = new URLSearchParams(location.search);
    if (value) next.set(name, value);
    else next.delete(name);
    history.replace({search: next.toString()});
  };
  return {
    query: params.get(QUERY_PARAM) ?? '',
    // A section the site does not have searches everywhere.
    context: contexts.some((item) => item.path === context) ? context : '',
    versionPath: params.get(VERSION_PARAM) ?? '',
    contexts,
    setQuery: (value: string) => replace(QUERY_PARAM, value),
    setContext: (value: string) => replace(CONTEXT_PARAM, value),
  };
}

function SearchPageContent(): ReactNode {
  const isBrowser = useIsBrowser();
  const {siteConfig} = useDocusaurusContext();
  const {version} = usePluginData(PLUGIN_NAME) as SearchGlobalData;
  const {selectMessage} = usePluralForm();
  const {query: urlQuery, context, versionPath, contexts, setQuery, setContext} = useSearchParams();
  const [query, setQueryText] = useState(urlQuery);
  const [state, setState] = useState<SearchState>({status: 'idle'});
  const files = useMemo(
    () => indexFiles(siteConfig.baseUrl, versionPath, version),
    [siteConfig.baseUrl, versionPath, version],
  );

  // The box follows the URL (back and forward, links from the dropdown).
  useEffect(() => {
    setQueryText(urlQuery);
  }, [urlQuery]);

  const trimmed = query.trim();
  useEffect(() => {
    if (!trimmed) {
      setState({status: 'idle'});
      return undefined;
    }
    let current = true;
    setState((previous) => (previous.status === 'done' ? previous : {status: 'loading'}));
    (async () => {
      try {
        if (usesQuerySyntax(trimmed)) {
          const {searchBySyntax} = await import(
            /* webpackChunkName: "search-syntax" */ '../../syntax/client'
          );
          const outcome = await searchBySyntax(trimmed, files, {
            context,
            limit: PAGE_RESULTS,
            contextLength: PAGE_CONTEXT,
          });
          if (!current) return;
          setState(
            outcome.ok
              ? {status: 'done', hits: outcome.hits}
              : {status: 'query-error', message: outcome.error},
          );
        } else {
          const found = await search(
            {
              query: trimmed,
              limit: PAGE_RESULTS,
              contextLength: PAGE_CONTEXT,
              context: context || undefined,
              typing: false,
            },
            files,
            () => !current,
          );
          if (current && found) setState({status: 'done', hits: found.hits});
        }
      } catch (error) {
        if (current) setState({status: 'load-error', message: describeFailure(error)});
      }
    })();
    return () => {
      current = false;
    };
  }, [trimmed, context, files]);

  const pageTitle = trimmed
    ? translate(
        {
          id: 'theme.SearchPage.existingResultsTitle',
          message: 'Search results for "{query}"',
          description: 'The search page title for non-empty query',
        },
        {query: trimmed},
      )
    : translate({
        id: 'theme.SearchPage.emptyResultsTitle',
        message: 'Search the documentation',
        description: 'The search page title for empty query',
      });

  return (
    <>
      <PageMetadata title={pageTitle} description={PAGE_DESCRIPTION} />
      <Head>
        {/* Search pages are not indexed: https://github.com/facebook/docusaurus/pull/3233 */}
        <meta name="robots" content="noindex, follow" />
      </Head>

      <main className="container margin-vert--lg">
        <h1>{pageTitle}</h1>

        <noscript>
          <p className={clsx('alert', 'alert--warning')}>
            {translate({
              id: 'theme.SearchPage.needsJavaScript',
              message:
                'Search runs in your browser and needs JavaScript. Turn JavaScript on and reload this page, or find your page in the docs sidebar.',
              description: 'The search page text shown when JavaScript is off',
            })}
          </p>
        </noscript>

        {/* The form exists only where it can search: after hydration. Its place is kept. */}
        <div className={styles.form}>
          {isBrowser && (
            <>
              <div className={styles.fields}>
                <input
                  type="search"
                  name={QUERY_PARAM}
                  className={styles.queryInput}
                  aria-label="Search"
                  aria-describedby="search-syntax-help"
                  onChange={(event) => {
                    setQueryText(event.target.value);
                    setQuery(event.target.value);
                  }}
                  value={query}
                  autoComplete="off"
                  enterKeyHint="search"
                  autoFocus
                />
                <select
                  name={CONTEXT_PARAM}
                  aria-label="Search in"
                  className={styles.contextSelect}
                  id="context-selector"
                  value={context}
                  onChange={(event) => setContext(event.target.value)}>
                  <option value="">
                    {translate({
                      id: 'theme.SearchPage.searchContext.everywhere',
                      message: 'Everywhere',
                      description: 'The option of the search page to search every docs section',
                    })}
                  </option>
                  {contexts.map((item) => (
                    <option key={item.path} value={item.path}>
                      {item.label}
                    </option>
                  ))}
                </select>
              </div>
              <SyntaxHelp id="search-syntax-help" />
            </>
          )}
        </div>

        <div aria-live="polite" className={styles.status}>
          {state.status === 'loading' && (
            <p>
              {translate({
                id: 'theme.SearchPage.searching',
                message: 'Searching…',
                description: 'The search page text while results load',
              })}
            </p>
          )}
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
            (state.hits.length > 0 ? (
              <p>
                {selectMessage(
                  state.hits.length,
                  translate(
                    {
                      id: 'theme.SearchPage.documentsFound.plurals',
                      message: '1 document found|{count} documents found',
                      description:
                        'Pluralized label for "{count} documents found". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
                    },
                    {count: state.hits.length},
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

        {state.status === 'done' && state.hits.length > 0 && (
          <section>
            {state.hits.map((hit) => (
              <article key={hit.key} className={styles.result}>
                <h2>
                  <Link to={hit.url}>
                    <Marked segments={hit.title} />
                  </Link>
                </h2>
                {hit.path.length > 0 && <p className={styles.path}>{hit.path.join(' › ')}</p>}
                {hit.snippet.length > 0 && (
                  <p className={styles.snippet}>
                    <Marked segments={hit.snippet} />
                  </p>
                )}
              </article>
            ))}
          </section>
        )}
      </main>
    </>
  );
}
