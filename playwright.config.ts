import {defineConfig, devices} from '@playwright/test';

import {chromiumExecutable, chromiumArgs} from './tests/browser';

// Browser tests run against the production build in build/, served like a
// static host by scripts/serve.mjs (clean URLs, real 404s, _headers applied).
// With E2E_SERVER=nginx, Debian's nginx serves it instead, with the build's own
// nginx.conf (scripts/nginx.mjs); `npm test` runs the delivery tests that way.
const nginx = process.env.E2E_SERVER === 'nginx';
const port = Number(process.env.E2E_PORT ?? (nginx ? 4175 : 4173));
const buildDir = process.env.BUILD_DIR ?? 'build';

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 60_000,
  expect: {timeout: 10_000},
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    // A worker runs its tests one after the other in one browser context and page, which
    // Playwright resets between tests (cookies, storage and cache of visited origins, routes,
    // init scripts, bindings, clock, extra pages, viewport and emulated media), instead of a
    // new context and renderer process per test: a fresh context cost about 0.85 s of a 1.45 s
    // page load here. Tests that change a context option Playwright cannot reset (touch,
    // JavaScript off) get a fresh context. What the reset leaves (permissions granted, history)
    // no test here reads. A failed test ends its worker, so no state outlives a failure.
    reuseContext: true,
    launchOptions: {executablePath: chromiumExecutable(), args: chromiumArgs},
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined}}],
  webServer: {
    command: `node scripts/${nginx ? 'nginx' : 'serve'}.mjs --dir ${buildDir} --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
