/**
 * Options of `@easyops-cn/docusaurus-search-local`, the site's in-browser search.
 *
 * Kept out of docusaurus.config.ts so the search engineer owns one file. The spec fixes most
 * values: the index is built for English only, fetched from the site origin with
 * a version query parameter (`hashed: true` appends `?_=<hash>`), the dropdown shows at most 8
 * results with 50 characters of context, and Ctrl/Cmd+K focuses the box.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

export interface SearchSection {
  /** The docs folder, which is also the URL path prefix of its pages. */
  path: string;
  /** The sidebar label from the folder's `_category_.json`. */
  label: string;
}

const docsDir = path.join(__dirname, '..', '..', 'docs');

/** The Markdown files under a folder, at any depth. */
function docFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return docFiles(file);
    return /\.mdx?$/.test(entry.name) ? [file] : [];
  });
}

/** Whether a doc sets an absolute `slug:` in its front matter, which takes it out of its folder's URL. */
function hasAbsoluteSlug(file: string): boolean {
  const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
  return /^slug:\s*['"]?\//m.test(frontMatter);
}

/**
 * The search contexts: every top-level docs folder with a `_category_.json` whose pages are
 * served under `/{folder}/`, in sidebar order (the category's `position`). A search started on
 * one of their pages searches that section first and links to results within and outside it.
 * A folder whose every page sets an absolute slug (`docs/resources`: /faq/, /changelog/, ...)
 * has no URL prefix to match, so it is no context.
 */
export function readSearchSections(dir: string = docsDir): SearchSection[] {
  const sections: (SearchSection & {position: number})[] = [];
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    if (!entry.isDirectory()) continue;
    const folder = path.join(dir, entry.name);
    let category: {label?: unknown; position?: unknown};
    try {
      category = JSON.parse(readFileSync(path.join(folder, '_category_.json'), 'utf8')) as {
        label?: unknown;
        position?: unknown;
      };
    } catch {
      continue;
    }
    if (docFiles(folder).every(hasAbsoluteSlug)) continue;
    sections.push({
      path: entry.name,
      label: typeof category.label === 'string' ? category.label : entry.name,
      position: typeof category.position === 'number' ? category.position : Infinity,
    });
  }
  sections.sort((a, b) => a.position - b.position || a.path.localeCompare(b.path));
  return sections.map(({path: folder, label}) => ({path: folder, label}));
}

const sections = readSearchSections();

/** The docs folders that are search contexts, in sidebar order. */
export const searchSections: readonly string[] = sections.map((section) => section.path);

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
  searchContextByPaths: sections.map(({label, path: sectionPath}) => ({
    label,
    path: sectionPath,
  })),
  useAllContextsWithNoSearchContext: true,
  // A diagram's labels are in its SVG twice (light and dark) and read as a jumble out of
  // the drawing; the text around each diagram says the same in sentences (plugins/diagrams).
  ignoreCssSelectors: ['.saturn-diagram'],
};
