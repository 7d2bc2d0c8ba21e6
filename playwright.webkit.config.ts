import { defineConfig } from '@playwright/test';
import { engineTag } from './tests/support/engines';
import { webkitPorts } from './tests/support/webkit/fixtures';

// WebKitGTK (Debian's webkit2gtk-driver), driven over W3C WebDriver: Playwright cannot drive it
// (its WebKit is a patched build of its own, which cannot be downloaded here). The @engines tests
// run unchanged on a page adapter (tests/support/webkit/page.ts); tests/support/fixtures.ts picks
// it from this variable, which the workers inherit.
process.env.E2E_ENGINE = 'webkit';
const port = Number(process.env.E2E_PORT ?? 4173);
const { nginx } = webkitPorts(port, 0);

/**
 * The @engines tests WebKit does not run yet, each with what is missing. Listed here, in one
 * place, so that none is skipped silently.
 */
const notYetInWebKit: [title: RegExp, reason: string][] = [
  [/offline, a click stays on the page/, 'W3C WebDriver has no offline mode (navigator.onLine)'],
  [/"More information" opens the privacy policy/, 'the adapter does not follow popups'],
  [/no suggestion with a saved choice/, 'the adapter has no browser.newContext'],
  [/the player loads only on "Play"; axe/, 'WebDriver cannot emulate prefers-reduced-motion'],
  [
    /the switcher saves the choice/,
    'the adapter loses the session on a same-document language switch',
  ],
  [/offers \w+; "switch" saves and goes there/, 'WebDriver navigation fails on the head redirect'],
  [/"stay" saves/, 'to check: the bar was not found in one of three locales'],
  [
    /the suggestion covers nothing and moves nothing/,
    'to check: assets from the disk cache bypass the route',
  ],
  [/mobile menu: opens, makes the page behind it inert/, 'to check: Tab order differs'],
  [/a client navigation shows "Loading..."/, 'to check after the serialisation fix'],
  [/client navigation across locales/, 'to check after the serialisation fix'],
  [
    /before the island has hydrated/,
    'the adapter has no touch tap and cannot hold a chunk (disk cache)',
  ],
  [/copies, shows the check for 2 s/, 'WebKit refuses clipboard.readText without a user gesture'],
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  grep: engineTag,
  grepInvert: new RegExp(notYetInWebKit.map(([title]) => title.source).join('|')),
  use: { locale: 'es-ES', viewport: { width: 1280, height: 720 } },
  projects: [{ name: 'webkit', use: { browserName: 'webkit' } }],
  webServer: [
    {
      command: `node scripts/serve-nginx.mjs --port ${nginx}`,
      url: `http://127.0.0.1:${nginx}/`,
      reuseExistingServer: false,
    },
  ],
});
