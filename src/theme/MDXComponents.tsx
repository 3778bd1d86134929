// Registers the components that docs pages use everywhere, so pages need no
// imports for them. Components used on one or two pages are imported there.
import React, {lazy, Suspense, type ComponentType} from 'react';
import MDXComponents from '@theme-original/MDXComponents';

import {SiteLink, SiteUrl} from '@site/src/components/SiteLink';

// --- perf (issue 9) ---
// The API components carry the data generated from the OpenAPI file (about
// 60 KB, 9 KiB gzip), and Tabs its own state and storage code (3 KiB gzip).
// Registered eagerly they sit in the chunk every docs page loads; loaded
// lazily they only come with the pages that use them (a few of 50). The
// static HTML still contains them: the build waits for lazy components, and
// hydration keeps the server-rendered markup until the chunk has arrived.
function lazyComponent<P extends object>(load: () => Promise<{default: ComponentType<P>}>) {
  const Lazy = lazy(load);
  function LazyComponent(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}
const Tabs = lazyComponent(() => import('@theme/Tabs'));
const TabItem = lazyComponent(() => import('@theme/TabItem'));
const ApiExample = lazyComponent(() => import('@site/src/components/ApiExample'));
const SchemaFields = lazyComponent(() => import('@site/src/components/SchemaFields'));
const ErrorTable = lazyComponent(() => import('@site/src/components/ErrorTable'));
// --- end perf ---

export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  SiteLink,
  SiteUrl,
  ApiExample,
  SchemaFields,
  ErrorTable,
};
