/**
 * The site search, one plugin (README.md in this folder says what runs where, and why):
 * - it owns the theme components `@theme/SearchBar` (the navbar box and its dropdown) and
 *   `@theme/SearchPage` (`/search`), in ./theme;
 * - it puts the Ctrl/Cmd+K listener in every page's head (./shortcut.ts);
 * - it hands the browser the search contexts (the docs sections) and the index version as
 *   global data, and adds the `/search` route;
 * - after the build, it reads every docs page's HTML and openapi/openapi.yaml and writes the
 *   index into `search-index/`: the sharded index the engine reads (./engine) and the lunr
 *   index of syntax queries (./syntax).
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import yaml from 'js-yaml';
import {normalizeUrl} from '@docusaurus/utils';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {PLUGIN_NAME, type SearchGlobalData} from './constants';
import {indexVersion, readFolderLabels, readSearchSections} from './config';
import {buildIndex, type SourcePage} from './engine/build';
import {stem} from './engine/stem';
import {shortcutScript} from './shortcut';
import {extractDocsPage} from './sources/docs';
import {pageFromOpenApi} from './sources/openapi';
import {buildSyntaxIndex} from './syntax/build';
import {SYNTAX_INDEX_PATH} from './syntax/format';

/** A docs page as the docs plugin lists it. */
interface DocRoute {
  permalink: string;
  /** The folder under docs/ the page's file is in; its first part names the docs section. */
  sourceDirName: string;
}

interface LoadedDocs {
  loadedVersions: {docs: DocRoute[]}[];
}

/** The built HTML file of a route, as Docusaurus writes it. */
async function readRouteHtml(outDir: string, permalink: string): Promise<string | undefined> {
  for (const file of [
    path.join(outDir, permalink, 'index.html'),
    path.join(outDir, `${permalink.replace(/\/$/, '')}.html`),
  ]) {
    try {
      return await readFile(file, 'utf8');
    } catch {
      // the other form
    }
  }
  return undefined;
}

/** The pages of the index: every docs page, read from its built HTML, and the API reference. */
export async function readSourcePages(
  outDir: string,
  docs: readonly DocRoute[],
  labels: ReadonlyMap<string, string>,
  openapiFile: string,
): Promise<SourcePage[]> {
  const pages: SourcePage[] = [];
  for (const doc of docs) {
    const html = await readRouteHtml(outDir, doc.permalink);
    const page = html === undefined ? null : extractDocsPage(html);
    if (!page) continue;
    const folder = doc.sourceDirName.split('/')[0] ?? '';
    pages.push({
      url: doc.permalink,
      title: page.title,
      breadcrumb: [labels.get(folder) ?? folder].filter(Boolean),
      description: page.description,
      keywords: page.keywords,
      sections: page.sections,
    });
  }
  const spec = yaml.load(await readFile(openapiFile, 'utf8')) as Record<string, unknown>;
  pages.push(pageFromOpenApi(spec));
  return pages;
}

/** Writes every index file into `outDir`; returns the number of files. */
export async function writeIndex(
  outDir: string,
  pages: readonly SourcePage[],
  contexts: readonly string[],
): Promise<number> {
  const files = buildIndex([...pages], contexts, stem);
  files.set(SYNTAX_INDEX_PATH, JSON.stringify(buildSyntaxIndex(pages)));
  const dirs = new Set([...files.keys()].map((file) => path.dirname(path.join(outDir, file))));
  await Promise.all([...dirs].map((dir) => mkdir(dir, {recursive: true})));
  await Promise.all(
    [...files].map(([file, text]) => writeFile(path.join(outDir, file), text, 'utf8')),
  );
  return files.size;
}

export default function searchPlugin(context: LoadContext): Plugin<SearchGlobalData> {
  const docsDir = path.join(context.siteDir, 'docs');
  let docs: DocRoute[] = [];
  return {
    name: PLUGIN_NAME,

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    async loadContent() {
      return {
        version: indexVersion(context.siteDir),
        contexts: readSearchSections(docsDir),
      };
    },

    // Ctrl/Cmd+K works from the first paint, before the page hydrates.
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: shortcutScript()}]};
    },

    async contentLoaded({content, actions}) {
      actions.setGlobalData(content);
      actions.addRoute({
        path: normalizeUrl([context.baseUrl, 'search']),
        component: '@theme/SearchPage',
        exact: true,
      });
    },

    async allContentLoaded({allContent}) {
      const loaded = allContent['docusaurus-plugin-content-docs']?.default as
        LoadedDocs | undefined;
      docs = loaded?.loadedVersions[0]?.docs ?? [];
    },

    async postBuild({outDir, content}) {
      const pages = await readSourcePages(
        outDir,
        docs,
        readFolderLabels(docsDir),
        path.join(context.siteDir, 'openapi', 'openapi.yaml'),
      );
      await writeIndex(
        outDir,
        pages,
        content.contexts.map((section) => section.path),
      );
    },
  };
}
