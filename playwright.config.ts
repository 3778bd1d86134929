import {defineConfig, devices} from '@playwright/test';

import {chromiumArgs, headlessShellExecutable} from './tests/browser';

// Browser tests run against the production build in build/, served like a
// static host by scripts/serve.mjs (clean URLs, real 404s, _headers applied).
// E2E_SERVER picks the server: `serve` (the default), `nginx` (Debian's nginx with the
// build's own nginx.conf, scripts/nginx.mjs) or `both`, which `npm test` uses: every test
// against scripts/serve.mjs, and the delivery tests against nginx too, in one run that
// starts both servers, so the two renderings of the header rules are tested side by side.
const server = process.env.E2E_SERVER ?? 'serve';
if (!['serve', 'nginx', 'both'].includes(server)) {
  throw new Error(`E2E_SERVER must be serve, nginx or both, not "${server}"`);
}
const buildDir = process.env.BUILD_DIR ?? 'build';
const servePort = Number(process.env.E2E_PORT ?? 4173);
const nginxPort = Number(
  server === 'nginx' ? (process.env.E2E_PORT ?? 4175) : (process.env.E2E_NGINX_PORT ?? 4175),
);
const url = (port: number) => `http://127.0.0.1:${port}`;
const webServer = (script: 'serve' | 'nginx', port: number) => ({
  command: `node scripts/${script}.mjs --dir ${buildDir} --port ${port}`,
  url: `${url(port)}/`,
  reuseExistingServer: !process.env.CI,
  timeout: 30_000,
});
const chromium = {...devices['Desktop Chrome'], channel: undefined};

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 60_000,
  expect: {timeout: 10_000},
  use: {
    trace: 'off',
    // A worker runs its tests one after the other in one browser context and page, which
    // Playwright resets between tests (cookies, storage and cache of visited origins, routes,
    // init scripts, bindings, clock, extra pages, viewport and emulated media), instead of a
    // new context and renderer process per test: a fresh context cost about 0.85 s of a 1.45 s
    // page load here. Tests that change a context option Playwright cannot reset (touch,
    // JavaScript off) get a fresh context. What the reset leaves (permissions granted, history)
    // no test here reads. A failed test ends its worker, so no state outlives a failure.
    reuseContext: true,
    launchOptions: {executablePath: headlessShellExecutable(), args: chromiumArgs},
  },
  projects:
    server === 'both'
      ? [
          {name: 'chromium', use: {...chromium, baseURL: url(servePort)}},
          {
            name: 'nginx',
            testMatch: 'delivery.spec.ts',
            use: {...chromium, baseURL: url(nginxPort)},
          },
        ]
      : [
          {
            name: 'chromium',
            use: {...chromium, baseURL: url(server === 'nginx' ? nginxPort : servePort)},
          },
        ],
  webServer: [
    ...(server === 'nginx' ? [] : [webServer('serve', servePort)]),
    ...(server === 'serve' ? [] : [webServer('nginx', nginxPort)]),
  ],
});
