// Wrapped, not ejected: the not-found page gets its title and a way on.
// - Title: upstream's NotFound page sets "Page Not Found" outside its Layout, whose own
//   metadata (deeper in the tree, so it wins) sets the bare site title; set here, inside the
//   Layout, the page is "Page Not Found | Saturn".
// - A way on: links to the search page, with the words of the path that was not found, and to
//   the docs. They sit in a navigation landmark after upstream's <main>, which holds the heading.
// The served 404.html has no canonical URL (plugins/delivery removes it): the page is served at
// every unknown path, so no one URL is its own.
import {useEffect, useState, type ReactNode} from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';

import {pathWords} from '@site/src/lib/path-words';

import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

export default function NotFoundContentWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  // The server writes one 404.html for every path: the query is added once in the browser.
  const [query, setQuery] = useState('');
  useEffect(() => setQuery(pathWords(pathname)), [pathname]);
  const title = translate({id: 'theme.NotFound.title', message: 'Page Not Found'});
  return (
    <>
      <PageMetadata title={title} />
      <Content {...props} className={styles.content} />
      <nav className="container" aria-label="Find the page">
        <div className="row">
          <div className="col col--6 col--offset-3">
            <ul className={styles.ways}>
              <li>
                <Link to={query ? `/search?q=${encodeURIComponent(query)}` : '/search'}>
                  {query ? `Search the docs for “${query}”` : 'Search the docs'}
                </Link>
              </li>
              <li>
                <Link to="/get-started/overview">Start from the overview of the docs</Link>
              </li>
              <li>
                <Link to="/">Go to the home page</Link>
              </li>
            </ul>
          </div>
        </div>
      </nav>
    </>
  );
}
