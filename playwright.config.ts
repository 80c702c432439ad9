import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './tests/e2e/support/chromium.ts';
import { NGINX_PORT, NODE_PORT } from './tests/e2e/support/ports.ts';
import { E2E_RATE_LIMITS } from './tests/e2e/support/server-env.ts';

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against the real entry, `npm start`, on a
 * fresh embedded database, and against real nginx running the generated config in front of that same server.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'e2e-pglite-'));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // One retry: on a loaded 2-core machine a few timing-bound checks (a progress bar's 3 s, a view transition's
  // reveal) can miss once. A test that fails twice fails the run; the list reporter and scripts/test.sh name every
  // test that needed the retry ("flaky"), so an intermittent fault stays visible.
  retries: 1,
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  use: {
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    trace: 'off',
    // Specs about other things run without the service worker: each fresh context would otherwise install it and
    // precache the shared assets, load the two-core test machine for nothing, and add its prompt to the page.
    // tests/e2e/pwa.spec.ts opts in.
    serviceWorkers: 'block',
  },
  projects: [
    // Social sign-in needs a server configured with a local OpenID Provider: playwright.social.config.ts runs it.
    { name: 'node', testIgnore: /social-sign-in\.spec\.ts/, use: { baseURL: `http://127.0.0.1:${NODE_PORT}` } },
    // Only the route and header checks: nginx serves files, the browser behaviour is the same HTML.
    { name: 'nginx', testMatch: /routes\.spec\.ts/, use: { baseURL: `http://127.0.0.1:${NGINX_PORT}` } },
  ],
  webServer: [
    {
      command: 'npm start',
      url: `http://127.0.0.1:${NODE_PORT}/favicon.svg`,
      env: {
        PORT: String(NODE_PORT),
        HOST: '127.0.0.1',
        PGLITE_DIR: dataDir,
        LOG_LEVEL: 'warn',
        RATE_LIMITS: E2E_RATE_LIMITS,
      },
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node --import tsx tests/e2e/support/run-nginx.ts',
      url: `http://127.0.0.1:${NGINX_PORT}/favicon.svg`,
      env: { NGINX_PORT: String(NGINX_PORT), API_PORT: String(NODE_PORT) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
