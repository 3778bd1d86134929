#!/usr/bin/env node
// Serves the production build the way a static host or CDN does, so that
// tests and local previews see what readers will see:
// - clean URLs: /monitors/types serves monitors/types/index.html, and
//   /monitors/types.html or /monitors/types/index.html redirects there;
// - one address per page: a run of slashes redirects to one slash, and each page's other
//   spelling (/monitors/types/) redirects to its address, from build/redirects.json
//   (plugins/delivery/redirects.ts, the same list as build/nginx.conf);
// - a real 404 status with build/404.html for any other path;
// - gzip (or a precompressed .br/.gz file) when the client accepts it;
// - the rules of build/_headers (Netlify/Cloudflare Pages format) applied to each response.
// Usage: node scripts/serve.mjs [--dir build] [--port 3000] [--host 127.0.0.1]
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.yml': 'application/yaml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};
const compressible = /^(text\/|application\/(json|xml|yaml|manifest)|image\/svg)/;

function parseArgs(argv) {
  const options = {dir: 'build', port: 3000, host: '127.0.0.1'};
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i];
    const value = argv[i + 1];
    if (flag === '--dir' && value) options.dir = value;
    else if (flag === '--port' && value) options.port = Number(value);
    else if (flag === '--host' && value) options.host = value;
    else if (flag === '--help') {
      console.log('Usage: node scripts/serve.mjs [--dir build] [--port 3000] [--host 127.0.0.1]');
      process.exit(0);
    } else continue;
    i += 1;
  }
  if (!Number.isInteger(options.port) || options.port < 1 || options.port > 65535) {
    console.error(`--port must be a whole number from 1 to 65535, got "${options.port}".`);
    process.exit(2);
  }
  return options;
}

/** Parses a `_headers` file: a path pattern, then indented `Name: value` lines. */
export function parseHeadersFile(text) {
  const rules = [];
  let current = null;
  for (const rawLine of text.split('\n')) {
    const line = rawLine.replace(/\s+$/, '');
    if (!line || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = {pattern: line.trim(), headers: []};
      rules.push(current);
    } else if (current && line.trim().startsWith('!')) {
      current.headers.push([line.trim().slice(1).trim(), null]);
    } else if (current) {
      const separator = line.indexOf(':');
      if (separator > 0) {
        current.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
      }
    }
  }
  return rules;
}

function patternToRegExp(pattern) {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`);
}

function headersFor(rules, urlPath) {
  const headers = {};
  for (const rule of rules) {
    if (!rule.regexp) rule.regexp = patternToRegExp(rule.pattern);
    if (rule.regexp.test(urlPath)) {
      for (const [name, value] of rule.headers) {
        if (value === null) delete headers[name];
        else headers[name] = value;
      }
    }
  }
  return headers;
}

function resolveFile(root, urlPath) {
  const candidates = urlPath.endsWith('/')
    ? [path.join(urlPath, 'index.html')]
    : [urlPath, path.join(urlPath, 'index.html'), `${urlPath}.html`];
  for (const candidate of candidates) {
    const file = path.join(root, candidate);
    if (!file.startsWith(root)) return null;
    try {
      if (fs.statSync(file).isFile()) return file;
    } catch {
      // Try the next candidate.
    }
  }
  return null;
}

export function createServer(dir) {
  const root = path.resolve(dir);
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`No build found in ${root}: run "npm run build" first.`);
  }
  const headersPath = path.join(root, '_headers');
  const rules = fs.existsSync(headersPath)
    ? parseHeadersFile(fs.readFileSync(headersPath, 'utf8'))
    : [];
  const redirectsPath = path.join(root, 'redirects.json');
  const redirects = new Map(
    fs.existsSync(redirectsPath)
      ? JSON.parse(fs.readFileSync(redirectsPath, 'utf8')).map(({from, to}) => [from, to])
      : [],
  );
  const gzipCache = new Map();

  return http.createServer((request, response) => {
    let urlPath;
    // The request target is a path: with a base URL, "//a/b" would be read as host a.
    const url = new URL(`http://localhost${(request.url ?? '/').replace(/^(?!\/)/, '/')}`);
    const redirect = (location) => {
      response.writeHead(301, {Location: location});
      response.end();
    };
    // A run of slashes is one slash (one run per redirect, as nginx.conf does it): the client
    // router knows no page at /a//b. First, so that no redirect below starts with "//".
    const slashes = /^(.*?)\/\/+(.*)$/s.exec(url.pathname);
    if (slashes) return redirect(`${slashes[1]}/${slashes[2]}${url.search}`);
    // A path ending in .html or /index.html names the page without it, as in the client router.
    const page = /^(.*?)(?:\/index)?\.html$/.exec(url.pathname);
    if (page) return redirect(`${page[1] || '/'}${url.search}`);
    // Each page has one address: its other spelling redirects there.
    const address = redirects.get(url.pathname);
    if (address) return redirect(`${address}${url.search}`);
    try {
      urlPath = decodeURIComponent(url.pathname);
    } catch {
      response.writeHead(400, {'Content-Type': 'text/plain; charset=utf-8'});
      response.end('Bad request: the path is not valid percent-encoding.\n');
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, {Allow: 'GET, HEAD'});
      response.end();
      return;
    }
    let file = resolveFile(root, urlPath);
    let status = 200;
    if (!file || ['_headers', 'nginx.conf', 'redirects.json'].includes(path.relative(root, file))) {
      file = path.join(root, '404.html');
      status = 404;
    }
    const extension = path.extname(file);
    const type = contentTypes[extension] ?? 'application/octet-stream';
    const headers = {
      'Content-Type': type,
      ...headersFor(rules, urlPath),
      Vary: 'Accept-Encoding',
    };
    const accepted = String(request.headers['accept-encoding'] ?? '');
    let body;
    if (accepted.includes('br') && fs.existsSync(`${file}.br`)) {
      body = fs.readFileSync(`${file}.br`);
      headers['Content-Encoding'] = 'br';
    } else if (accepted.includes('gzip') && compressible.test(type)) {
      body = gzipCache.get(file);
      if (!body) {
        body = fs.existsSync(`${file}.gz`)
          ? fs.readFileSync(`${file}.gz`)
          : zlib.gzipSync(fs.readFileSync(file), {level: 6});
        gzipCache.set(file, body);
      }
      headers['Content-Encoding'] = 'gzip';
    } else {
      body = fs.readFileSync(file);
    }
    headers['Content-Length'] = String(body.length);
    response.writeHead(status, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  });
}

const isMain =
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const options = parseArgs(process.argv.slice(2));
  let server;
  try {
    server = createServer(options.dir);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  server.on('error', (error) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `Port ${options.port} is in use: pass another with --port.`
        : error.message,
    );
    process.exit(1);
  });
  server.listen(options.port, options.host, () => {
    console.log(`Serving ${path.resolve(options.dir)} at http://${options.host}:${options.port}/`);
  });
}
