import {
  clipboardText,
  localizePath,
  otherLocales,
  pauseClock,
  scrollToIsland,
  ui,
  waitForHydration,
} from '../support/e2e';
import { collectErrors, expect, test } from '../support/fixtures';
import { engines } from '../support/engines';
import { frontmatterOf } from '../support/site';

// Behaviour that does not depend on the locale: tested in Spanish, on one playbook. Every
// locale's cards, prompts, assistant link and back links are read from the built HTML
// (tests/build/localizedPages.test.ts); the texts shown after a copy are checked below.

/** The spec: the copy button shows "Copied" for 2 s. */
const copiedStateMs = 2000;

const rejectClipboard = () => {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
  });
};

test('the list links each card to its playbook and the back link returns', async ({ page }) => {
  const chapterMap = frontmatterOf('/playbooks/chapter-map-play', 'es', 'playbook');
  await page.goto('/playbooks/');
  await waitForHydration(page);
  await page
    .getByRole('main')
    .getByRole('article')
    .getByRole('link', { name: chapterMap.heading })
    .click();
  await expect(page).toHaveURL('/playbooks/chapter-map-play/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(chapterMap.heading);
  await page.getByRole('link', { name: ui('es', 'playbook.back') }).click();
  await expect(page).toHaveURL('/playbooks/');
});

test.describe('copying a prompt', engines, () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copies, shows the check for 2 s, then reverts', async ({ page }) => {
    const playbook = frontmatterOf('/playbooks/pitch-play', 'es', 'playbook');
    await page.clock.install();
    await page.goto('/playbooks/pitch-play/');
    await waitForHydration(page);
    await scrollToIsland(page, 'prompt-box');
    const button = page.getByRole('button', { name: playbook.copyLabel });
    // Time is controlled, not measured: paused, then moved to either side of the 2 s.
    await pauseClock(page);
    await button.click();
    const copied = page.getByRole('button', { name: ui('es', 'playbook.copied') });
    await expect(copied).toBeVisible();
    await expect(copied.locator('svg.lucide-check')).toBeVisible();
    expect(await clipboardText(page)).toBe(playbook.prompt);
    await expect(page.getByText(ui('es', 'playbook.copiedAnnouncement'))).toBeAttached();
    await page.clock.runFor(copiedStateMs - 1);
    await expect(copied).toBeVisible();
    await page.clock.runFor(2);
    await expect(page.getByRole('button', { name: playbook.copyLabel })).toBeVisible();
    await expect(copied).toHaveCount(0);
  });

  for (const locale of otherLocales) {
    test(`the copied and failed states speak the page's language (${locale})`, async ({ page }) => {
      const playbook = frontmatterOf('/playbooks/pitch-play', locale, 'playbook');
      await page.goto(localizePath('/playbooks/pitch-play', locale));
      await waitForHydration(page);
      await scrollToIsland(page, 'prompt-box');
      await page.getByRole('button', { name: playbook.copyLabel }).click();
      await expect(page.getByRole('button', { name: ui(locale, 'playbook.copied') })).toBeVisible();
      await expect(page.getByText(ui(locale, 'playbook.copiedAnnouncement'))).toBeAttached();
      await page.evaluate(rejectClipboard);
      await page.getByRole('button', { name: ui(locale, 'playbook.copied') }).click();
      await expect(page.getByRole('alert')).toHaveText(ui(locale, 'playbook.copyFailed'));
    });
  }
});

test(
  'a failed copy logs "Error al copiar:" and selects the prompt for copying by hand',
  engines,
  async ({ page }) => {
    const playbook = frontmatterOf('/playbooks/pitch-play', 'es', 'playbook');
    await page.addInitScript(rejectClipboard);
    const errors = collectErrors(page);
    await page.goto('/playbooks/pitch-play/');
    await waitForHydration(page);
    await scrollToIsland(page, 'prompt-box');
    await page.getByRole('button', { name: playbook.copyLabel }).click();
    await expect(page.getByRole('alert')).toHaveText(ui('es', 'playbook.copyFailed'));
    await expect
      .poll(() => errors.console.some((line) => line.startsWith('Error al copiar:')))
      .toBe(true);
    const selected = await page.evaluate(() => window.getSelection()?.toString() ?? '');
    expect(selected.trim()).toBe(playbook.prompt!.trim());
  },
);
