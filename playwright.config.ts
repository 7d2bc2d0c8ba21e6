import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium';
import { engineTag, firefoxPath } from './tests/support/engines';

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
    // A test gets the worker's previous context back, reset by Playwright (cookies, cache,
    // storage of visited origins, routes, init scripts, clock, viewport), instead of a new one:
    // creating a context and its renderer was a large share of the browser step's CPU time
    // (docs/benchmarks.md). Tests with other context options (locale, JavaScript off)
    // still get a fresh context. Offline is not reset by Playwright: tests/support/fixtures.ts does it.
    reuseContext: true,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      },
    },
    {
      // Debian's Firefox ESR, driven over WebDriver BiDi (Playwright's `moz-firefox` channel):
      // Playwright's own Firefox build cannot be downloaded here. Only the behaviours that depend
      // on the engine (tagged @engines) run in it.
      name: 'firefox',
      grep: engineTag,
      use: {
        // The browser's own user agent, not Playwright's stand-in for its newer Firefox build.
        ...devices['Desktop Firefox'],
        userAgent: undefined,
        channel: 'moz-firefox',
        launchOptions: { executablePath: firefoxPath },
      },
    },
  ],
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
