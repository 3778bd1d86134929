/**
 * Each page has one address: the path of its route, which is also its canonical URL. A page
 * at `/a/b` is written to `a/b/index.html` (the config leaves `trailingSlash` unset), so a
 * static host serves it at `/a/b/` too, and once the page has hydrated its canonical URL
 * follows the address bar: two addresses, two canonical URLs. So the other spelling redirects
 * to the route: `/a/b/` to `/a/b`, and for the few routes written with a slash (`/changelog/`)
 * `/changelog` to `/changelog/`, keeping the query string.
 *
 * The build writes the list to `redirects.json` (read by `scripts/serve.mjs`) and into
 * `nginx.conf` (`headers.ts`), so both servers follow one list. It is not written as a
 * `_redirects` file: Cloudflare Pages redirects `/a/b` to `/a/b/` itself when it serves
 * `a/b/index.html`, and the two rules would send a reader round in a loop.
 */

/** A permanent redirect of one exact path to another. */
export interface Redirect {
  from: string;
  to: string;
}

/** The redirects that give each route one address. */
export function pageRedirects(routePaths: readonly string[]): Redirect[] {
  const routes = new Set(routePaths);
  const redirects = new Map<string, string>();
  for (const route of [...routes].sort()) {
    if (route === '/' || !route.startsWith('/') || /\.html$/.test(route)) continue;
    const other = route.endsWith('/') ? route.slice(0, -1) : `${route}/`;
    if (other === '' || routes.has(other)) continue;
    if (/["'\s$\\{};#?]/.test(route)) {
      throw new Error(`The route "${route}" has a character a redirect rule cannot hold.`);
    }
    redirects.set(other, route);
  }
  return [...redirects].map(([from, to]) => ({from, to}));
}
