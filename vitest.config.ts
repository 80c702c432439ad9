import { defineConfig } from 'vitest/config';

// Unit and API tests. End-to-end tests (tests/e2e) run under Playwright, not here.
export default defineConfig({
  test: {
    include: [
      'src/**/*.test.ts',
      'contract/**/*.test.ts',
      'server/**/*.test.ts',
      'tests/api/**/*.test.ts',
      'tests/integration/**/*.test.ts',
      'tests/architecture/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    exclude: ['node_modules', 'dist', 'tests/e2e/**'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
