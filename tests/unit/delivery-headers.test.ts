import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {
  effectiveHeaders,
  headerRules,
  headersFile,
  nginxSnippet,
} from '../../plugins/delivery/headers';
import {withoutOwnUrl} from '../../plugins/delivery';
import {pageRedirects} from '../../plugins/delivery/redirects';
import {mainConfig, nginxBinary} from '../../scripts/nginx.mjs';
import {parseHeadersFile} from '../../scripts/serve.mjs';

const rules = headerRules(['sha256-AAAA', 'sha256-BBBB']);
const redirects = pageRedirects(['/', '/404.html', '/a/b', '/changelog/', '/search']);

/** The add_header lines of one top-level location block of the nginx snippet. */
function locationHeaders(snippet: string, opening: string): [string, string][] {
  const start = snippet.indexOf(`\n${opening} {\n`);
  expect(start, `no "${opening}" block`).toBeGreaterThan(-1);
  const block = snippet.slice(start, snippet.indexOf('\n}\n', start));
  return [...block.matchAll(/^ {2}add_header (\S+) "([^"]*)" always;$/gm)].map(
    ([, name = '', value = '']) => [name, value],
  );
}

describe('the header rules', () => {
  it('render a _headers file that reads back as the same rules', () => {
    const parsed = parseHeadersFile(headersFile(rules)) as {
      pattern: string;
      headers: [string, string | null][];
    }[];
    expect(parsed).toEqual(
      rules.map((rule) => ({
        pattern: rule.pattern,
        headers: [...(rule.remove ?? []).map((name) => [name, null]), ...rule.set],
      })),
    );
  });

  it('give pages the policy and revalidation, and hashed assets a year of caching only', () => {
    const page = new Map(effectiveHeaders(rules, '/'));
    expect(page.get('Content-Security-Policy')).toContain("'sha256-AAAA' 'sha256-BBBB'");
    expect(page.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
    const asset = new Map(effectiveHeaders(rules, '/assets/'));
    expect(asset.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(asset.has('Content-Security-Policy')).toBe(false);
    expect(asset.get('X-Content-Type-Options')).toBe('nosniff');
    const index = new Map(effectiveHeaders(rules, '/search-index/'));
    expect(index.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
    expect(index.has('Content-Security-Policy')).toBe(false);
    expect(index.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('render an nginx snippet whose every location repeats all of its headers', () => {
    // nginx drops inherited add_header lines in a location that sets any of its own.
    const snippet = nginxSnippet(rules);
    expect(locationHeaders(snippet, 'location /')).toEqual(effectiveHeaders(rules, '/'));
    expect(locationHeaders(snippet, 'location ^~ /assets/')).toEqual(
      effectiveHeaders(rules, '/assets/'),
    );
    expect(locationHeaders(snippet, 'location ^~ /search-index/')).toEqual(
      effectiveHeaders(rules, '/search-index/'),
    );
  });

  it('refuse a pattern the nginx renderer cannot express', () => {
    expect(() => nginxSnippet([{pattern: '/*.md', set: [['X-Robots-Tag', 'noindex']]}])).toThrow(
      /"\/\*" and "\/<prefix>\/\*"/,
    );
  });
});

describe('one address per page', () => {
  it("redirects each route's other spelling to the route, and nothing else", () => {
    expect(redirects).toEqual([
      {from: '/a/b/', to: '/a/b'},
      {from: '/changelog', to: '/changelog/'},
      {from: '/search/', to: '/search'},
    ]);
  });

  it('leaves both spellings alone when both are routes', () => {
    expect(pageRedirects(['/x', '/x/'])).toEqual([]);
  });

  it('refuses a route that a redirect rule cannot hold', () => {
    expect(() => pageRedirects(['/a b'])).toThrow(/"\/a b"/);
  });

  it('are nginx locations of exact paths that keep the query string', () => {
    const snippet = nginxSnippet(rules, redirects);
    expect(snippet).toContain('location = /a/b/ {\n  return 301 /a/b$is_args$args;\n}');
    expect(snippet).toContain('location = /changelog {\n  return 301 /changelog/$is_args$args;\n}');
    // A run of slashes is redirected before anything else, so no redirect starts with "//".
    const rewrites = [...snippet.matchAll(/^if \(\$request_uri ~ "(.*)"\) \{$/gm)].map((m) => m[1]);
    expect(rewrites[0]).toBe('^([^?]*?)//+(.*)$');
    expect(rewrites.length).toBe(3);
  });
});

describe('the not-found page', () => {
  it('loses the tags that name its URL, and keeps the others', () => {
    const head =
      '<meta data-rh=true property=og:url content=https://saturn.example/404.html /><link data-rh=true rel=icon href=/img/favicon.svg /><link data-rh=true rel=canonical href=https://saturn.example/404.html /><link data-rh="true" rel="alternate" href="https://saturn.example/404.html" hreflang="en"/><link rel=alternate type=application/atom+xml title="Saturn changelog" href=/changelog/atom.xml><meta property=og:title content="Page Not Found">';
    expect(withoutOwnUrl(head)).toBe(
      '<link data-rh=true rel=icon href=/img/favicon.svg /><link rel=alternate type=application/atom+xml title="Saturn changelog" href=/changelog/atom.xml><meta property=og:title content="Page Not Found">',
    );
  });
});

describe('the nginx snippet', () => {
  const binary = nginxBinary();
  it.skipIf(!binary)('passes nginx -t inside the server block of scripts/nginx.mjs', () => {
    const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'saturn-nginx-test-'));
    try {
      const root = path.join(prefix, 'build');
      fs.mkdirSync(root);
      fs.writeFileSync(path.join(root, 'nginx.conf'), nginxSnippet(rules, redirects));
      const config = path.join(prefix, 'main.conf');
      fs.writeFileSync(config, mainConfig({prefix, root, port: 4999}));
      const result = spawnSync(binary!, ['-t', '-q', '-p', prefix, '-c', config, '-e', 'stderr'], {
        encoding: 'utf8',
      });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
    } finally {
      fs.rmSync(prefix, {recursive: true, force: true});
    }
  });
});
