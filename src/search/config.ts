/**
 * Options of `@easyops-cn/docusaurus-search-local`, the site's in-browser search.
 *
 * Kept out of docusaurus.config.ts so the search engineer owns one file. The spec (sections 2, 7
 * and 9) fixes most values: the index is built for English only, fetched from the site origin with
 * a version query parameter (`hashed: true` appends `?_=<hash>`), the dropdown shows at most 8
 * results with 50 characters of context, and Ctrl/Cmd+K focuses the box.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

/**
 * The top-level docs folders that get their own search context: a search started on one of their
 * pages searches that section first and links to results within and outside it.
 */
export const searchSections = [
  'get-started',
  'monitors',
  'incidents',
  'alerts',
  'cli',
  'output-capture',
  'security',
  'kubernetes',
  'wordpress',
  'analytics',
  'anomalies',
  'billing',
  'company',
  'legal',
] as const;

/** A section's label is the sidebar label from its `_category_.json`, so it is never retyped. */
function sectionLabel(section: string): string {
  const file = path.join(__dirname, '..', '..', 'docs', section, '_category_.json');
  try {
    const category = JSON.parse(readFileSync(file, 'utf8')) as {label?: unknown};
    return typeof category.label === 'string' ? category.label : section;
  } catch {
    return section;
  }
}

/** The options object passed to the plugin in docusaurus.config.ts `themes`. */
export const searchLocalOptions = {
  // Docs are served from the site root, so their route base path is '/'.
  docsRouteBasePath: '/',
  indexDocs: true,
  indexBlog: false,
  // With docs at the root every route counts as a docs route, so the plugin never indexes React
  // pages (it checks them against the docs and drops them): `indexPages` would change nothing.
  indexPages: false,
  hashed: true,
  language: ['en'],
  searchResultLimits: 8,
  searchResultContextMaxLength: 50,
  searchBarShortcut: true,
  searchBarShortcutHint: true,
  searchBarShortcutKeymap: 'mod+k',
  searchContextByPaths: searchSections.map((section) => ({
    label: sectionLabel(section),
    path: section,
  })),
  useAllContextsWithNoSearchContext: true,
  // A diagram's labels are in its SVG twice (light and dark) and read as a jumble out of
  // the drawing; the text around each diagram says the same in sentences (plugins/diagrams).
  ignoreCssSelectors: ['.saturn-diagram'],
};
