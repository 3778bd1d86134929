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
