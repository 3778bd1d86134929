/**
 * The search contexts and the index version, read at build time (Node) from the docs folders
 * and the sources the index is built from. The browser gets both as the plugin's global data.
 */
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import type {SearchContext} from './constants';

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
export function readSearchSections(dir: string = docsDir): SearchContext[] {
  const sections: (SearchContext & {position: number})[] = [];
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

/** The label of every docs folder's category (`docs/resources` too), by folder. */
export function readFolderLabels(dir: string = docsDir): Map<string, string> {
  const labels = new Map<string, string>();
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    if (!entry.isDirectory()) continue;
    try {
      const category = JSON.parse(
        readFileSync(path.join(dir, entry.name, '_category_.json'), 'utf8'),
      ) as {label?: unknown};
      if (typeof category.label === 'string') labels.set(entry.name, category.label);
    } catch {
      // No category: the folder keeps its name.
    }
  }
  return labels;
}

/** What the index is built from: the pages' sources, the components and data they render, the API description, and the code that builds and reads the index. */
export const VERSION_SOURCES = ['docs', 'src', 'openapi', 'plugins'];

/**
 * What does not shape a page or the index: hidden files and logs, the plugins' notes (their
 * Markdown; the docs' Markdown is under docs/), and the search bench and its evaluation set.
 */
function isVersionSource(file: string): boolean {
  const name = path.posix.basename(file);
  if (name.startsWith('.') || name.endsWith('.log')) return false;
  if (file.startsWith('plugins/') && name.endsWith('.md')) return false;
  return !/^plugins\/search\/(bench|evaluation)\//.test(file);
}

/** Every file under `dir` the index version counts, relative to `root`, sorted. */
function filesUnder(root: string, dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(path.join(root, dir), {withFileTypes: true});
  } catch {
    return [];
  }
  return entries
    .flatMap((entry) => {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) return filesUnder(root, relative);
      return isVersionSource(relative) ? [relative] : [];
    })
    .sort();
}

/**
 * The index version: a hash of every file the index is built from. The pages are rendered from
 * those files, and the index is written after the pages, once the browser code that names the
 * version is bundled; so the version is known before the index exists, and changes whenever a
 * page, a component, a fact or the search code does. A deploy that changes nothing else keeps
 * the version, and the reader's cached files.
 */
export function indexVersion(
  siteDir: string,
  sources: readonly string[] = VERSION_SOURCES,
): string {
  const hash = createHash('sha256');
  for (const file of sources.flatMap((dir) => filesUnder(siteDir, dir))) {
    hash.update(file);
    hash.update('\0');
    hash.update(readFileSync(path.join(siteDir, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 10);
}
