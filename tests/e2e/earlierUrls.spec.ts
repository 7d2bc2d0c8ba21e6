import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { earlierUrls, htmlFileOf, readHtml } from '../support/site';

// nginx answers an earlier URL with a 301 (hosting.spec.ts). A host with no redirect rules
// (GitHub Pages) serves the alias page the build wrote there instead: here the browser gets that
// file for the earlier URL, as such a host would send it, and must land on the page's URL.
const { from, to } = earlierUrls()[0]!;

async function serveAliasAsFile(page: Page) {
  const body = readFileSync(htmlFileOf(from), 'utf8');
  await page.route(`**${from}`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body }),
  );
}

const builtH1 = readHtml(htmlFileOf(to)).querySelector('h1')!.text.trim();

test(`without host rules, ${from} lands on ${to} at once`, async ({ page }) => {
  await serveAliasAsFile(page);
  await page.goto(from);
  await expect(page).toHaveURL(to);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(builtH1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test(`without host rules, ${from} still lands on ${to}`, async ({ page }) => {
    await serveAliasAsFile(page);
    await page.goto(from);
    await expect(page).toHaveURL(to);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(builtH1);
  });
});
