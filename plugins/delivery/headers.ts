/**
 * The response headers of the site, written once as data and rendered for two
 * kinds of host: `_headers` (Netlify and Cloudflare Pages) and an nginx
 * server-block snippet. Both files come from `headerRules()`, so they cannot drift.
 */

import type {Redirect} from './redirects';

/** One rule of `_headers`: a path pattern, headers it sets and headers it removes. */
export interface HeaderRule {
  /** `/*` or `/<prefix>/*`: the only pattern forms the nginx renderer supports. */
  pattern: string;
  comment?: string;
  remove?: string[];
  set: [name: string, value: string][];
}

/** The Content-Security-Policy the whole site works under. */
export function contentSecurityPolicy(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map((hash) => `'${hash}'`).join(' ')}`.trim(),
    // React style attributes and the <style> inside each diagram's SVG need this.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function headerRules(scriptHashes: string[]): HeaderRule[] {
  return [
    {
      pattern: '/*',
      set: [
        ['Content-Security-Policy', contentSecurityPolicy(scriptHashes)],
        ['X-Content-Type-Options', 'nosniff'],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
        ['X-Frame-Options', 'DENY'],
        ['Cross-Origin-Opener-Policy', 'same-origin'],
        ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
        ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
        ['Cache-Control', 'public, max-age=0, must-revalidate'],
      ],
    },
    {
      pattern: '/assets/*',
      comment: `Hashed assets: cached for a year. The document-only headers are left off: a
policy on a script or stylesheet response does nothing, and on a docs page
they added about 1 KiB to each of a dozen responses.`,
      remove: [
        'Cache-Control',
        'Content-Security-Policy',
        'Referrer-Policy',
        'X-Frame-Options',
        'Cross-Origin-Opener-Policy',
        'Permissions-Policy',
      ],
      set: [['Cache-Control', 'public, max-age=31536000, immutable']],
    },
    {
      pattern: '/search-index/*',
      comment: `The site search's index files (plugins/search), JSON the page's script fetches:
the document-only headers are left off. They came to about 600 bytes on each of
the up to 11 files a first query fetches.`,
      remove: [
        'Content-Security-Policy',
        'Referrer-Policy',
        'X-Frame-Options',
        'Cross-Origin-Opener-Policy',
        'Permissions-Policy',
      ],
      set: [],
    },
  ];
}

export function headersFile(rules: HeaderRule[]): string {
  const blocks = rules.map((rule) =>
    [
      ...(rule.comment ?? '')
        .split('\n')
        .filter(Boolean)
        .map((line) => `# ${line}`),
      rule.pattern,
      ...(rule.remove ?? []).map((name) => `  ! ${name}`),
      ...rule.set.map(([name, value]) => `  ${name}: ${value}`),
    ].join('\n'),
  );
  return `# Written by plugins/delivery at build time. Later rules override earlier ones
# for the same header; "! Name" removes a header set by an earlier rule.
${blocks.join('\n\n')}
`;
}

/** The path prefix a `/*` or `/<prefix>/*` pattern covers. */
function prefixOf(pattern: string): string {
  const match = /^(\/(?:[^*]+\/)?)\*$/.exec(pattern);
  if (!match?.[1]) {
    throw new Error(
      `The nginx renderer supports "/*" and "/<prefix>/*" patterns, not "${pattern}".`,
    );
  }
  return match[1];
}

/**
 * The headers a path under `prefix` gets: every rule whose prefix covers it, in
 * file order, as a host applying `_headers` does.
 */
export function effectiveHeaders(rules: HeaderRule[], prefix: string): [string, string][] {
  const headers = new Map<string, string>();
  for (const rule of rules) {
    if (!prefix.startsWith(prefixOf(rule.pattern))) continue;
    for (const name of rule.remove ?? []) headers.delete(name);
    for (const [name, value] of rule.set) headers.set(name, value);
  }
  return [...headers];
}

/**
 * File types the build serves that Debian's /etc/nginx/mime.types (nginx 1.22)
 * does not know: nginx would send them as application/octet-stream.
 */
const extraTypes: [extensions: string, type: string][] = [
  ['md', 'text/markdown'],
  ['ya?ml', 'application/yaml'],
];

const textTypes = [
  'text/css',
  'text/plain',
  'text/xml',
  'text/markdown',
  'application/javascript',
  'application/json',
  'application/xml',
  'application/atom+xml',
  'application/yaml',
  'application/manifest+json',
  'image/svg+xml',
].join(' ');

function quote(value: string): string {
  // nginx would expand a "$" as a variable; no header of the site has one, nor a quote.
  if (/["\\$]/.test(value)) throw new Error(`Cannot write ${value} as an nginx string.`);
  return `"${value}"`;
}

function addHeaders(headers: [string, string][], indent: string): string[] {
  return headers.map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`);
}

/**
 * An nginx snippet for inside a `server` block whose `root` is the build folder.
 * It does what `scripts/serve.mjs` does: clean URLs, a real 404 with 404.html,
 * a run of slashes, `.html` and `/index.html` normalised away by a redirect, each
 * page's other spelling redirected to its one address (`redirects.ts`), the rules
 * of `_headers`, and the precompressed `.gz` files of `npm run compress`.
 *
 * nginx drops every inherited `add_header` in a location that sets one of its
 * own, so each location lists all of its headers, resolved from the rules.
 */
export function nginxSnippet(rules: HeaderRule[], redirects: Redirect[] = []): string {
  const prefixes = [...new Set(rules.map((rule) => prefixOf(rule.pattern)))].sort(
    (a, b) => a.length - b.length,
  );
  const lines = [
    '# Written by plugins/delivery at build time from the same rules as _headers.',
    '# Include it inside a server block whose root is this folder:',
    '#   root /var/www/saturn/build;',
    '#   include /var/www/saturn/build/nginx.conf;',
    'server_tokens off;',
    '# Redirects name the path only, so they stay right behind a proxy or a CDN.',
    'absolute_redirect off;',
    'charset utf-8;',
    `charset_types ${textTypes};`,
    'gzip on;',
    'gzip_static on;',
    'gzip_vary on;',
    `gzip_types ${textTypes};`,
    'error_page 404 /404.html;',
    '',
    '# A run of slashes is one slash (one run per redirect): the client router knows no page at',
    '# /a//b, and nginx would serve /a/b there. Tested first, so that no redirect below can',
    '# start with // (another host, to a browser).',
    'if ($request_uri ~ "^([^?]*?)//+(.*)$") {',
    '  return 301 $1/$2;',
    '}',
    '',
    '# /a/b.html and /a/b/index.html are the page /a/b, and /index.html is /, as in the',
    "# client router. Tested on the request's own URI, so that nginx's internal redirects",
    '# (the index file of /, error_page) are not redirected.',
    'if ($request_uri ~ "^/index\\.html(\\?.*)?$") {',
    '  return 301 /$1;',
    '}',
    'if ($request_uri ~ "^(/[^?]*?)(?:/index)?\\.html(\\?.*)?$") {',
    '  return 301 $1$2;',
    '}',
    '',
    '# The files that configure hosts are not pages.',
    'location = /_headers {',
    '  return 404;',
    '}',
    'location = /nginx.conf {',
    '  return 404;',
    '}',
    'location = /redirects.json {',
    '  return 404;',
    '}',
  ];
  if (redirects.length > 0) {
    lines.push(
      '',
      '# Each page has one address: its other spelling redirects there (redirects.ts).',
    );
  }
  for (const {from, to} of redirects) {
    lines.push(`location = ${from} {`, `  return 301 ${to}$is_args$args;`, '}');
  }
  for (const prefix of prefixes) {
    const headers = effectiveHeaders(rules, prefix);
    lines.push('', prefix === '/' ? `location / {` : `location ^~ ${prefix} {`);
    lines.push(...addHeaders(headers, '  '));
    // Clean URLs: /a/b serves a/b/index.html (or a/b.html); anything else is a 404.
    lines.push('  try_files $uri $uri/index.html $uri.html =404;');
    // A folder without an index.html is a 404 too, not a 403 from nginx's index module.
    lines.push('  location ~ /$ {', '    try_files $uri/index.html =404;', '  }');
    for (const [extension, type] of extraTypes) {
      lines.push(
        `  location ~ \\.${extension}$ {`,
        '    types {}',
        `    default_type ${type};`,
        '  }',
      );
    }
    lines.push('}');
  }
  return `${lines.join('\n')}\n`;
}
