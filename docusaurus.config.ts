import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';

import changelogFeedPlugin from './plugins/changelog-feed';
import codeBlocksPlugin from './plugins/code-blocks';
import yourValuesPlugin from './plugins/your-values';
import pageActionsPlugin from './plugins/page-actions';
import {configCodeThemes} from './plugins/code-blocks/themes';
import remarkCodeBlocks from './plugins/code-blocks/remark';
import deliveryPlugin from './plugins/delivery';
import docsContentPlugin from './plugins/docs';
import diagramsPlugin from './plugins/diagrams';
import remarkDiagrams from './plugins/diagrams/remark';
import remarkComponentToc from './plugins/remark/component-toc';
import remarkImportComponents from './plugins/remark/import-components';
import remarkScrollableTables from './plugins/remark/scrollable-tables';
import pageWeightPlugin from './plugins/page-weight';
import postcssOptionsPlugin from './plugins/postcss-options';
import {lastUpdateVcs} from './plugins/docs/last-update';
import reproducibleBuildPlugin from './plugins/reproducible-build';
import {product} from './src/data/facts';
import {resolveUrls} from './src/data/urls';

// Every absolute URL comes from the environment, with saturn.example defaults.
const urls = resolveUrls(process.env);

/** Announcement shown above the navbar; change the id to show it again to readers who closed it. */
const announcement = {
  id: 'openapi-2025',
  content:
    'The whole Saturn API is described in OpenAPI 3.1. <a href="/api/reference">Browse the reference</a> or download the file.',
};

const config: Config = {
  title: product.name,
  tagline: product.tagline,
  favicon: 'img/favicon.svg',
  url: urls.site,
  baseUrl: '/',
  // The spec keeps broken links a warning at build time; `npm test` fails on them instead.
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  baseUrlIssueBanner: true,
  trailingSlash: undefined,
  // The browser may paint before it has parsed the whole navbar: the right-hand items then
  // arrive in two paints and the first ones move left (CLS 0.008 to 0.014 at 1280 px on 3 of 8
  // loads of / with the CPU slowed 4x). This link holds the first paint until the element after
  // the navbar is parsed (HTML "expect" link, Chromium 124+; other browsers ignore it): 0 in
  // 12 of 12 loads. Every page has that element (theme-classic's Layout).
  headTags: [
    {
      tagName: 'link',
      attributes: {
        rel: 'expect',
        href: '#__docusaurus_skipToContent_fallback',
        blocking: 'render',
      },
    },
  ],

  future: {
    v4: true,
    // Each docs page shows the date of the last commit that changed its file, read from Git
    // once per build; no date when the sources are not a Git checkout (plugins/docs).
    experimental_vcs: lastUpdateVcs,
  },

  i18n: {defaultLocale: 'en', locales: ['en']},

  markdown: {
    hooks: {onBrokenMarkdownLinks: 'warn'},
  },
  // Site search: the navbar box, /search and the index written after the build (plugins/search).
  themes: ['./plugins/search/index.ts'],

  customFields: {urls},

  clientModules: ['./src/clientModules/progress-bar.ts'],

  plugins: [
    deliveryPlugin,
    diagramsPlugin,
    reproducibleBuildPlugin,
    // Code blocks highlighted on the server and kept in the browser (plugins/code-blocks/README.md).
    codeBlocksPlugin,
    // The reader's monitor ID and API base URL in every example (plugins/your-values/README.md).
    yourValuesPlugin,
    // Copy page, View as Markdown and Report a problem on every docs page (plugins/page-actions).
    pageActionsPlugin,
    postcssOptionsPlugin,
    // Smaller stand-ins for modules the browser bundle carries (plugins/page-weight).
    pageWeightPlugin,
    // The changelog's Atom feed, written from src/data/changelog.ts.
    changelogFeedPlugin,
    // The docs, at the site's root: the docs plugin with lighter version data (plugins/docs).
    [
      docsContentPlugin,
      {
        routeBasePath: '/',
        sidebarPath: './sidebars.ts',
        editUrl: `${urls.sourceRepository}/edit/main/`,
        showLastUpdateTime: true,
        // Mermaid fences become diagrams drawn ahead of time (plugins/diagrams); a page with
        // a fence left loads the code block with it (plugins/code-blocks); every table goes
        // into a focusable region that scrolls it sideways; then the components pages use
        // without importing are imported into the pages that use them (plugins/remark).
        beforeDefaultRemarkPlugins: [
          remarkDiagrams,
          remarkCodeBlocks,
          remarkScrollableTables,
          remarkImportComponents,
        ],
        // After Docusaurus's own toc plugin: the headings a component renders join the page's toc.
        remarkPlugins: [remarkComponentToc],
      } satisfies DocsOptions,
    ],
    // The API reference at /api/reference and the data of the API examples, field tables and
    // error tables, from the OpenAPI file, served at /openapi.yaml with the configured API base URL.
    [
      './plugins/api-reference/index.ts',
      {specFile: 'openapi/openapi.yaml', specPath: '/openapi.yaml', route: '/api/reference'},
    ],
  ],

  presets: [
    [
      'classic',
      {
        // The docs plugin is in `plugins` above, wrapped (plugins/docs).
        docs: false,
        blog: false,
        theme: {customCss: './src/css/custom.css'},
        sitemap: {
          changefreq: 'weekly',
          priority: 0.5,
          ignorePatterns: ['/tags/**'],
          filename: 'sitemap.xml',
        },
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    image: 'img/social-card.svg',
    metadata: [{name: 'theme-color', content: '#4b32b0'}],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      id: announcement.id,
      content: announcement.content,
      isCloseable: true,
    },
    docs: {sidebar: {hideable: false, autoCollapseCategories: true}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: product.name,
      hideOnScroll: true,
      logo: {
        alt: `${product.name} logo`,
        src: 'img/logo.svg',
        srcDark: 'img/logo-dark.svg',
        width: 32,
        height: 32,
      },
      items: [
        {type: 'docSidebar', sidebarId: 'docs', position: 'left', label: 'Docs'},
        {to: '/api/reference', label: 'API', position: 'left'},
        {href: urls.statusPage, label: 'Status', position: 'right'},
        {href: urls.sourceRepository, label: 'Source', position: 'right'},
        // Opens the "Your values" panel (plugins/your-values).
        {type: 'custom-yourValues', position: 'right'},
        {type: 'localeDropdown', position: 'right'},
        {type: 'search', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: [
            {label: 'Overview', to: '/get-started/overview'},
            {label: 'Kubernetes sidecar', to: '/kubernetes/sidecar'},
            {label: 'WordPress plugin', to: '/wordpress/install'},
            {label: 'API reference', to: '/api/reference'},
          ],
        },
        {
          title: 'Product',
          items: [
            {label: 'Changelog', to: '/changelog'},
            {label: 'Roadmap', to: '/roadmap'},
            {label: 'Pricing', href: urls.pricing},
            {label: 'Status', href: urls.statusPage},
          ],
        },
        {
          title: 'Company',
          items: [
            {label: 'Contact', to: '/contact'},
            {label: 'Source repository', href: urls.sourceRepository},
            {label: 'Social', href: urls.social},
          ],
        },
        {
          title: 'Legal',
          items: [
            {label: 'Privacy', to: '/legal/privacy'},
            {label: 'Terms', to: '/legal/terms'},
            {label: 'Data processing', to: '/legal/dpa'},
          ],
        },
      ],
      copyright: `Copyright © ${product.copyrightYear} ${product.name}.`,
    },
    prism: {
      // The block colours only; token colours come from plugins/code-blocks (its README).
      ...configCodeThemes,
      // json, yaml, go and python ship with prism-react-renderer already;
      // listing them again added a second copy of each grammar to the main bundle.
      additionalLanguages: ['bash', 'php'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
