/**
 * Delivery plugin: after the build, writes the files a static host or CDN
 * needs besides the pages themselves.
 * - `robots.txt` pointing at the sitemap, with the configured site URL;
 * - `<page>.md`, a Markdown copy of every docs page, and `llms.txt`, an index
 *   of them for AI assistants;
 * - `_headers` (Netlify / Cloudflare Pages format): immutable caching for
 *   hashed assets, revalidation for everything else, and security headers with
 *   a Content-Security-Policy whose script hashes are computed from the inline
 *   scripts of the build, so the site needs no 'unsafe-inline' for scripts;
 * - `nginx.conf`, the same rules for nginx, with clean URLs and a real 404
 *   (`headers.ts` renders both files from one list of rules);
 * - `redirects.json`, the redirects that give each page one address (`redirects.ts`), which
 *   `nginx.conf` carries too and `scripts/serve.mjs` reads;
 * - `404.html` without a canonical URL: it is served at every unknown path.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {headerRules, headersFile, nginxSnippet} from './headers';
import {listHtmlFiles} from './html-files';
import {pageToMarkdown} from './markdown';
import {pageRedirects} from './redirects';

// A regular expression instead of a full HTML parse of every
// page; the minified pages Docusaurus writes keep each inline script's text
// verbatim between its tags, which is exactly what the browser hashes.
const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

export function inlineScriptHashesOf(html: string, hashes = new Set<string>()): Set<string> {
  for (const [, attributes = '', code = ''] of html.matchAll(inlineScript)) {
    if (/(?:^|\s)src\s*=/i.test(attributes)) continue;
    const type = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    const value = type ? (type[1] ?? type[2] ?? type[3] ?? '') : '';
    if (type && !/^(text\/javascript|module)$/i.test(value)) continue; // JSON-LD is data, not code.
    hashes.add(`sha256-${crypto.createHash('sha256').update(code, 'utf8').digest('base64')}`);
  }
  return hashes;
}

function inlineScriptHashes(files: string[]): string[] {
  const hashes = new Set<string>();
  for (const file of files) inlineScriptHashesOf(fs.readFileSync(file, 'utf8'), hashes);
  return [...hashes].sort();
}

/**
 * The not-found page without the tags that name its URL: the server renders it at /404.html,
 * and a host serves it at every unknown path, so a canonical URL, an `og:url` or a language
 * alternate would name /404.html. In the browser, Docusaurus adds them again for the path the
 * reader asked for.
 */
export function withoutOwnUrl(html: string): string {
  // The minifier leaves attribute values unquoted where it can: rel=canonical.
  const attribute = (name: string, value: string) =>
    new RegExp(`\\s${name}=(["']?)${value}\\1(?=[\\s/>])`);
  return html.replace(/<(link|meta)\b[^>]*>/g, (tag, name: string) => {
    const ownUrl =
      name === 'link'
        ? attribute('rel', 'canonical').test(tag) ||
          (attribute('rel', 'alternate').test(tag) && /\shreflang=/.test(tag))
        : attribute('property', 'og:url').test(tag);
    return ownUrl ? '' : tag;
  });
}

interface DocEntry {
  permalink: string;
  title: string;
  description: string;
  section: string;
  sidebarPosition?: number;
}

interface LoadedDocs {
  loadedVersions: {docs: (Omit<DocEntry, 'section'> & {sourceDirName: string})[]}[];
}

export default function deliveryPlugin(context: LoadContext): Plugin {
  let docs: DocEntry[] = [];
  return {
    name: 'saturn-delivery',
    async allContentLoaded({allContent}) {
      const content = allContent['docusaurus-plugin-content-docs']?.default as
        LoadedDocs | undefined;
      docs = (content?.loadedVersions[0]?.docs ?? []).map((doc) => ({
        permalink: doc.permalink,
        title: doc.title,
        description: doc.description,
        section: doc.sourceDirName.split('/')[0] ?? '',
        sidebarPosition: doc.sidebarPosition,
      }));
    },
    async postBuild({outDir, routesPaths}) {
      const siteUrl = context.siteConfig.url.replace(/\/$/, '');
      const files = listHtmlFiles(outDir);

      fs.writeFileSync(
        path.join(outDir, 'robots.txt'),
        `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
      );

      // Markdown copies and llms.txt, in sidebar order, grouped by docs section.
      const labels = new Map<string, {label: string; position: number}>();
      const docsDir = path.join(context.siteDir, 'docs');
      for (const entry of fs.readdirSync(docsDir, {withFileTypes: true})) {
        const category = path.join(docsDir, entry.name, '_category_.json');
        if (entry.isDirectory() && fs.existsSync(category)) {
          const {label, position} = JSON.parse(fs.readFileSync(category, 'utf8'));
          labels.set(entry.name, {label, position});
        }
      }
      const ordered = [...docs].sort(
        (a, b) =>
          (labels.get(a.section)?.position ?? 99) - (labels.get(b.section)?.position ?? 99) ||
          (a.sidebarPosition ?? 99) - (b.sidebarPosition ?? 99),
      );
      const llms = [
        `# ${context.siteConfig.title}`,
        '',
        `> ${context.siteConfig.tagline}`,
        '',
        `Documentation of ${context.siteConfig.title}, the monitoring service for cron jobs, Kubernetes CronJobs and WordPress wp-cron tasks. Each link is a Markdown copy of a page; the API is described in ${siteUrl}/openapi.yaml.`,
      ];
      let currentSection = '';
      for (const doc of ordered) {
        const file = [
          path.join(outDir, doc.permalink, 'index.html'),
          path.join(outDir, `${doc.permalink}.html`),
        ].find((candidate) => fs.existsSync(candidate));
        if (!file) continue;
        const markdown = pageToMarkdown(
          fs.readFileSync(file, 'utf8'),
          `${siteUrl}${doc.permalink}`,
        );
        if (!markdown) continue;
        const mdPath = `${doc.permalink.replace(/\/$/, '')}.md`;
        fs.writeFileSync(path.join(outDir, mdPath), markdown);
        if (doc.section !== currentSection) {
          currentSection = doc.section;
          llms.push('', `## ${labels.get(doc.section)?.label ?? doc.section}`, '');
        }
        llms.push(`- [${doc.title}](${siteUrl}${mdPath}): ${doc.description}`);
      }
      llms.push('');
      fs.writeFileSync(path.join(outDir, 'llms.txt'), llms.join('\n'));

      const notFound = path.join(outDir, '404.html');
      if (fs.existsSync(notFound)) {
        fs.writeFileSync(notFound, withoutOwnUrl(fs.readFileSync(notFound, 'utf8')));
      }

      const rules = headerRules(inlineScriptHashes(files));
      const redirects = pageRedirects(routesPaths);
      fs.writeFileSync(path.join(outDir, '_headers'), headersFile(rules));
      fs.writeFileSync(path.join(outDir, 'nginx.conf'), nginxSnippet(rules, redirects));
      fs.writeFileSync(
        path.join(outDir, 'redirects.json'),
        `${JSON.stringify(redirects, null, 2)}\n`,
      );
    },
  };
}
