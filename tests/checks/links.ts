/**
 * Checks every internal link and anchor in the production build.
 *
 * The Docusaurus build only warns on broken links (the specification keeps
 * `onBrokenLinks: 'warn'`), so this check is what fails the test command.
 * Usage: npx tsx tests/checks/links.ts [build-dir]
 */
import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';

import {listHtmlFiles} from '../../plugins/delivery/html-files';
import {buildDirArgument, isMainModule} from './cli';

export interface BrokenLink {
  page: string;
  href: string;
  reason: string;
}

interface Page {
  ids: Set<string>;
}

/** The URL path a built HTML file is served at. */
export function routeOf(buildDir: string, file: string): string {
  const relative = path.relative(buildDir, file).split(path.sep).join('/');
  if (relative === 'index.html') return '/';
  if (relative.endsWith('/index.html')) return `/${relative.slice(0, -'index.html'.length)}`;
  return `/${relative.replace(/\.html$/, '')}`;
}

/** Finds the file a static host serves for a path, as scripts/serve.mjs does. */
export function resolveTarget(buildDir: string, urlPath: string): string | null {
  const candidates = urlPath.endsWith('/')
    ? [path.join(urlPath, 'index.html')]
    : [urlPath, path.join(urlPath, 'index.html'), `${urlPath}.html`];
  for (const candidate of candidates) {
    const file = path.join(buildDir, candidate);
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

export function checkLinks(buildDir: string): {broken: BrokenLink[]; pages: number; links: number} {
  const root = path.resolve(buildDir);
  const files = listHtmlFiles(root).filter((file) => path.basename(file) !== '404.html');
  const pages = new Map<string, Page>();
  const parsed = files.map((file) => {
    const $ = load(fs.readFileSync(file, 'utf8'));
    const ids = new Set<string>();
    $('[id]').each((_, element) => {
      ids.add($(element).attr('id') ?? '');
    });
    $('a[name]').each((_, element) => {
      ids.add($(element).attr('name') ?? '');
    });
    pages.set(file, {ids});
    return {file, $};
  });

  const broken: BrokenLink[] = [];
  let links = 0;
  for (const {file, $} of parsed) {
    const route = routeOf(root, file);
    $('a[href]').each((_, element) => {
      const href = $(element).attr('href') ?? '';
      if (!href || /^(mailto|tel|javascript|data):/i.test(href)) return;
      const base = new URL(route, 'http://site.invalid');
      const target = new URL(href, base);
      if (target.origin !== base.origin) return; // External: not this check's business.
      links += 1;
      let targetPath: string;
      try {
        targetPath = decodeURIComponent(target.pathname);
      } catch {
        broken.push({page: route, href, reason: 'the path is not valid percent-encoding'});
        return;
      }
      const targetFile = resolveTarget(root, targetPath);
      if (!targetFile || path.basename(targetFile) === '404.html') {
        broken.push({page: route, href, reason: `no page or file at ${targetPath}`});
        return;
      }
      const anchor = target.hash ? decodeURIComponent(target.hash.slice(1)) : '';
      if (!anchor || !targetFile.endsWith('.html')) return;
      const targetPage = pages.get(targetFile);
      if (targetPage && !targetPage.ids.has(anchor)) {
        broken.push({
          page: route,
          href,
          reason: `${targetPath} has no element with id "${anchor}"`,
        });
      }
    });
  }
  return {broken, pages: files.length, links};
}

if (isMainModule(__filename)) {
  const {broken, pages, links} = checkLinks(buildDirArgument());
  for (const link of broken) console.error(`${link.page}: ${link.href} (${link.reason})`);
  console.log(`links: ${links} internal links on ${pages} pages, ${broken.length} broken`);
  process.exit(broken.length ? 1 : 0);
}
