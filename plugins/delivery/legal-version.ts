/**
 * Prints the Markdown copy of a legal page as it read at a Git commit, for the archive of
 * earlier versions in `legal-versions/` (its README says when one is needed). It renders
 * `docs/legal/<name>.mdx` of that commit with the model files (`src/data/`) of the same
 * commit, as the site did, and turns the HTML into Markdown with the function that writes
 * the build's Markdown copies (`plugins/delivery/markdown.ts`), with the default URLs of
 * `src/data/urls.ts`.
 *
 * Usage: npx tsx plugins/delivery/legal-version.ts <commit> <terms|privacy|dpa|cookies|security>
 *
 * Only what legal pages use is rendered: Markdown with GFM tables, MDX expressions, the
 * components a page defines itself, and <SiteUrl> and <SiteLink>. Run on the current commit, it prints the
 * build's own `build/legal/<name>.md`, which is how to check it still renders as the site does:
 * `npx tsx plugins/delivery/legal-version.ts HEAD terms | diff - build/legal/terms.md`.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

import yaml from 'js-yaml';
import {createElement, type ComponentType, type ReactElement, type ReactNode} from 'react';

import {pageToMarkdown} from './markdown';
import {defaultUrls, type SiteUrls} from '../../src/data/urls';

const legalNames = ['terms', 'privacy', 'dpa', 'cookies', 'security'];

// react-dom ships no types and the site installs none (it renders through Docusaurus): the one
// function this script needs, typed here.
const {renderToStaticMarkup} = createRequire(__filename)('react-dom/server') as {
  renderToStaticMarkup: (element: ReactElement) => string;
};

const escapeAttribute = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The Markdown copy of `docs/legal/<name>.mdx` as it read at `commit`. */
export async function legalVersionMarkdown(commit: string, name: string): Promise<string> {
  if (!legalNames.includes(name)) {
    throw new Error(`No legal page "${name}": give one of ${legalNames.join(', ')}`);
  }
  // The commit's pages and model, unpacked inside the repository so that the compiled page
  // finds react in node_modules.
  const cache = path.join('node_modules', '.cache');
  fs.mkdirSync(cache, {recursive: true});
  const dir = fs.mkdtempSync(path.join(cache, 'legal-version-'));
  try {
    const archive = execFileSync('git', ['archive', commit, 'src/data', 'docs/legal'], {
      maxBuffer: 64 * 1024 * 1024,
    });
    execFileSync('tar', ['-x', '-C', dir], {input: archive});
    const source = fs.readFileSync(path.join(dir, 'docs', 'legal', `${name}.mdx`), 'utf8');
    const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(source);
    const meta = (frontMatter ? yaml.load(frontMatter[1]!) : {}) as {
      title?: string;
      description?: string;
    };
    const body = source
      .slice(frontMatter ? frontMatter[0].length : 0)
      .replace(/from '@site\/(src\/data\/[\w-]+)'/g, (_, file: string) => {
        return `from '${pathToFileURL(path.resolve(dir, `${file}.ts`)).href}'`;
      });
    // ESM-only packages, which a CommonJS script imports dynamically.
    const {compile} = await import('@mdx-js/mdx');
    const {default: remarkGfm} = await import('remark-gfm');
    const program = String(
      await compile(body, {remarkPlugins: [remarkGfm], outputFormat: 'program'}),
    ).replace(
      /from "react\/jsx-runtime"/,
      `from "${pathToFileURL(createRequire(__filename).resolve('react/jsx-runtime')).href}"`,
    );
    const compiled = path.resolve(dir, `${name}.mjs`);
    fs.writeFileSync(compiled, program);
    const page = (await import(pathToFileURL(compiled).href)) as {
      default: ComponentType<{components: Record<string, unknown>}>;
    };
    // The two components of src/components/SiteLink, with the default URLs.
    type SiteLinkProps = {name: keyof SiteUrls; path?: string; children?: ReactNode};
    const SiteUrl = ({name: url, path: tail = ''}: SiteLinkProps) =>
      (defaultUrls[url] + tail) as ReactNode;
    const SiteLink = ({name: url, path: tail = '', children}: SiteLinkProps) =>
      createElement('a', {href: defaultUrls[url] + tail}, children ?? defaultUrls[url] + tail);
    const article = renderToStaticMarkup(
      createElement(page.default, {components: {SiteUrl, SiteLink}}),
    );
    const title = meta.title ?? name;
    const html = `<html><head><title>${escapeAttribute(title)}</title><meta name="description" content="${escapeAttribute(meta.description ?? '')}"></head><body><article><div class="theme-doc-markdown markdown"><header><h1>${escapeAttribute(title)}</h1></header>${article}</div></article></body></html>`;
    const markdown = pageToMarkdown(html, `${defaultUrls.site}/legal/${name}`);
    if (!markdown) throw new Error(`docs/legal/${name}.mdx at ${commit} rendered no article`);
    return markdown;
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const [commit, name] = process.argv.slice(2);
  if (!commit || !name) {
    console.error(
      `Usage: npx tsx plugins/delivery/legal-version.ts <commit> <${legalNames.join('|')}>`,
    );
    process.exit(2);
  }
  legalVersionMarkdown(commit, name).then(
    (markdown) => process.stdout.write(markdown),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
