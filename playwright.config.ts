import {defineConfig, devices} from '@playwright/test';

import {chromiumExecutable, chromiumArgs} from './tests/browser';

// Browser tests run against the production build in build/, served like a
// static host by scripts/serve.mjs (clean URLs, real 404s, _headers applied).
const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 60_000,
  expect: {timeout: 10_000},
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: {executablePath: chromiumExecutable(), args: chromiumArgs},
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined}}],
  webServer: {
    command: `node scripts/serve.mjs --dir ${process.env.BUILD_DIR ?? 'build'} --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
