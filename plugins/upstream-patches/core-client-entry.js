/**
 * Saturn: A copy of the upstream file named below, swapped in for it by
 * Saturn: plugins/upstream-patches/index.ts. Lines marked "Saturn, was:" are changed, comments
 * Saturn: starting "Saturn:" are ours; tests/unit/upstream-copies.test.ts undoes
 * Saturn: them and checks the result is the installed upstream file, so an upgrade
 * Saturn: that changes the file fails the tests instead of being silently shadowed.
 * Saturn:
 * Saturn: Upstream: @docusaurus/core/lib/client/clientEntry.js
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */
import React, { startTransition } from 'react';
import ReactDOM from 'react-dom/client';
import { HelmetProvider } from 'react-helmet-async';
import { BrowserRouter, HashRouter } from 'react-router-dom';
import siteConfig from '@generated/docusaurus.config';
// Saturn: the copy lives elsewhere, so the relative imports name the package.
import ExecutionEnvironment from '@docusaurus/core/lib/client/exports/ExecutionEnvironment'; // Saturn, was: import ExecutionEnvironment from './exports/ExecutionEnvironment';
import App from '@docusaurus/core/lib/client/App'; // Saturn, was: import App from './App';
import preload from '@docusaurus/core/lib/client/preload'; // Saturn, was: import preload from './preload';
import docusaurus from '@docusaurus/core/lib/client/docusaurus'; // Saturn, was: import docusaurus from './docusaurus';
function Router({ children }) {
    return siteConfig.future.experimental_router === 'hash' ? (<HashRouter>{children}</HashRouter>) : (<BrowserRouter>{children}</BrowserRouter>);
}
const hydrate = Boolean(process.env.HYDRATE_CLIENT_ENTRY);
// Client-side render (e.g: running in browser) to become single-page
// application (SPA).
if (ExecutionEnvironment.canUseDOM) {
    window.docusaurus = docusaurus;
    const container = document.getElementById('__docusaurus');
    const app = (<HelmetProvider>
      <Router>
        <App />
      </Router>
    </HelmetProvider>);
    const onRecoverableError = (error, errorInfo) => {
        console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
    };
    const renderApp = () => {
        if (window.docusaurusRoot) {
            window.docusaurusRoot.render(app);
            return;
        }
        if (hydrate) {
            window.docusaurusRoot = ReactDOM.hydrateRoot(container, app, {
                onRecoverableError,
            });
        }
        else {
            const root = ReactDOM.createRoot(container, { onRecoverableError });
            root.render(app);
            window.docusaurusRoot = root;
        }
    };
    // Saturn: yield to the browser between evaluating the main bundle and loading the
    // Saturn: page's chunks: two shorter tasks instead of one long one that blocks input
    // Saturn: (about 190 ms at 4x CPU slowdown on a docs page before this change).
    setTimeout(() => preload(window.location.pathname).then(() => { // Saturn, was: preload(window.location.pathname).then(() => {
        startTransition(renderApp);
    })); // Saturn, was: });
    // Webpack Hot Module Replacement API
    if (module.hot) {
        // Self-accepting method/ trick
        // (https://github.com/webpack/webpack-dev-server/issues/100#issuecomment-290911036)
        module.hot.accept();
    }
}
