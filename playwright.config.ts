import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium';

/** nginx serving the build (scripts/serve-nginx.mjs): what the browser tests run against. */
export const e2ePort = Number(process.env.E2E_PORT ?? 4173);
/** Serves the second build, made with `languageDetection: 'redirect'`. */
export const redirectModePort = e2ePort + 1;
/** `npm start`'s preview server (scripts/serve.mjs), for the hosting tests. */
export const previewPort = e2ePort + 2;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${e2ePort}`,
    // The browser speaks the default locale, so Spanish pages show no language suggestion.
    locale: 'es-ES',
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // A test gets the worker's previous context back, reset by Playwright (cookies, cache,
    // storage of visited origins, routes, init scripts, clock, viewport), instead of a new one:
    // creating a context and its renderer was a large share of the browser step's CPU time
    // (docs/benchmarks.md). Tests with other context options (locale, JavaScript off)
    // still get a fresh context. Offline is not reset by Playwright: tests/support/fixtures.ts does it.
    reuseContext: true,
  },
  webServer: [
    {
      command: `node scripts/serve-nginx.mjs --port ${e2ePort}`,
      url: `http://127.0.0.1:${e2ePort}/`,
      // Never reuse: a server started before a rebuild would hold the old asset list.
      reuseExistingServer: false,
    },
    {
      command: `node scripts/serve-nginx.mjs --port ${redirectModePort} --dir dist-redirect/client`,
      url: `http://127.0.0.1:${redirectModePort}/`,
      reuseExistingServer: false,
    },
    {
      command: `node scripts/serve.mjs --port ${previewPort} --host 127.0.0.1`,
      url: `http://127.0.0.1:${previewPort}/`,
      reuseExistingServer: false,
    },
  ],
});
