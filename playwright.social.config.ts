import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { testProviderEntry } from './tests/support/oidc-test-client.ts';
import { CHROMIUM_LAUNCH_OPTIONS } from './tests/e2e/support/chromium.ts';
import { NODE_PORT, OIDC_PORT } from './tests/e2e/support/ports.ts';
import { E2E_RATE_LIMITS } from './tests/e2e/support/server-env.ts';

/**
 * Social sign-in end to end (`npx playwright test -c playwright.social.config.ts`): `npm start` on a fresh
 * embedded database, configured with one OpenID Connect provider, the real local provider of
 * tests/support/oidc-provider.ts, which the spec itself starts on OIDC_PORT (it owns the provider's test
 * accounts). The server discovers the provider on the first sign-in, so it may start before the provider does.
 * One worker: the spec's provider and its fixed port exist once per run.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'e2e-social-pglite-'));
const ORIGIN = `http://127.0.0.1:${NODE_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: /social-sign-in\.spec\.ts/,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-social-report.json' }]],
  // No service worker, as in playwright.config.ts: it is not what this spec is about.
  use: { baseURL: ORIGIN, launchOptions: CHROMIUM_LAUNCH_OPTIONS, trace: 'off', serviceWorkers: 'block' },
  projects: [{ name: 'social' }],
  webServer: {
    command: 'npm start',
    url: `${ORIGIN}/favicon.svg`,
    env: {
      PORT: String(NODE_PORT),
      HOST: '127.0.0.1',
      PGLITE_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMITS: E2E_RATE_LIMITS,
      OIDC_PROVIDERS: JSON.stringify([testProviderEntry(`http://127.0.0.1:${OIDC_PORT}`)]),
      OIDC_REDIRECT_URI: `${ORIGIN}/auth/social/callback`,
    },
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
