// Thin wrapper (perf, issue 9): the search plugin's page sets a title but no
// description, which costs the page Lighthouse's SEO "meta description" audit
// and leaves link previews empty. Everything else is the plugin's own page.
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import SearchPage from '@theme-original/SearchPage';

const description =
  'Search the Saturn documentation: monitors, pings, incidents, anomalies, alerts, the API, the CLI, Kubernetes and WordPress.';

export default function SearchPageWrapper(): ReactNode {
  return (
    <>
      <Head>
        <meta name="description" content={description} />
        <meta property="og:description" content={description} />
      </Head>
      <SearchPage />
    </>
  );
}
