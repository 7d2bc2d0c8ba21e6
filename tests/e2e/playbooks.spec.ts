import { localeCodes, localizePath, pauseClock, ui, waitForHydration } from '../support/e2e';
import { collectErrors, expect, test } from '../support/fixtures';
import { frontmatterOf } from '../support/site';

/** The spec: the copy button shows "Copied" for 2 s. */
const copiedStateMs = 2000;

const promptPlaybooks = ['pitch-play', 'story-spine-play', 'chapter-map-play'] as const;

for (const locale of localeCodes) {
  test.describe(`playbooks (${locale})`, () => {
    test('the list links each card to its playbook and the back link returns', async ({ page }) => {
      const index = frontmatterOf('/playbooks', locale, 'playbooks-index');
      await page.goto(localizePath('/playbooks', locale));
      await waitForHydration(page);
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards).toHaveCount(4);
      const slugs = [...promptPlaybooks, 'scene-script-play'];
      for (const [position, slug] of slugs.entries()) {
        const playbook = frontmatterOf(`/playbooks/${slug}`, locale, 'playbook');
        const card = cards.nth(position);
        await expect(card).toContainText(playbook.category);
        await expect(card).toContainText(playbook.summary);
        await expect(card).toContainText(index.seeMore);
        await expect(card.getByRole('link', { name: playbook.heading })).toHaveAttribute(
          'href',
          localizePath(`/playbooks/${slug}`, locale),
        );
      }
      const chapterMap = frontmatterOf('/playbooks/chapter-map-play', locale, 'playbook');
      await cards.nth(2).getByRole('link', { name: chapterMap.heading }).click();
      await expect(page).toHaveURL(localizePath('/playbooks/chapter-map-play', locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(chapterMap.heading);
      await page.getByRole('link', { name: ui(locale, 'playbook.back') }).click();
      await expect(page).toHaveURL(localizePath('/playbooks', locale));
    });

    test.describe('copying a prompt', () => {
      test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

      for (const slug of promptPlaybooks) {
        test(`copies, shows the check for 2 s, then reverts (${slug})`, async ({ page }) => {
          const playbook = frontmatterOf(`/playbooks/${slug}`, locale, 'playbook');
          await page.clock.install();
          await page.goto(localizePath(`/playbooks/${slug}`, locale));
          await waitForHydration(page);
          await expect(page.getByText(playbook.problem.title)).toBeVisible();
          await expect(page.getByText(playbook.solution.title)).toBeVisible();
          const button = page.getByRole('button', { name: playbook.copyLabel });
          // Time is controlled, not measured: paused, then moved to either side of the 2 s.
          await pauseClock(page);
          await button.click();
          const copied = page.getByRole('button', { name: ui(locale, 'playbook.copied') });
          await expect(copied).toBeVisible();
          await expect(copied.locator('svg.lucide-check')).toBeVisible();
          expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(playbook.prompt);
          await expect(page.getByText(ui(locale, 'playbook.copiedAnnouncement'))).toBeAttached();
          await page.clock.runFor(copiedStateMs - 1);
          await expect(copied).toBeVisible();
          await page.clock.runFor(2);
          await expect(page.getByRole('button', { name: playbook.copyLabel })).toBeVisible();
          await expect(copied).toHaveCount(0);
        });
      }
    });

    test('a failed copy logs "Error al copiar:" and selects the prompt for copying by hand', async ({
      page,
    }) => {
      const playbook = frontmatterOf('/playbooks/pitch-play', locale, 'playbook');
      await page.addInitScript(() => {
        Object.defineProperty(navigator, 'clipboard', {
          configurable: true,
          value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
        });
      });
      const errors = collectErrors(page);
      await page.goto(localizePath('/playbooks/pitch-play', locale));
      await waitForHydration(page);
      await page.getByRole('button', { name: playbook.copyLabel }).click();
      await expect(page.getByRole('alert')).toHaveText(ui(locale, 'playbook.copyFailed'));
      await expect
        .poll(() => errors.console.some((line) => line.startsWith('Error al copiar:')))
        .toBe(true);
      const selected = await page.evaluate(() => window.getSelection()?.toString() ?? '');
      expect(selected.trim()).toBe(playbook.prompt!.trim());
    });

    test('scene-script opens the custom assistant from the locale’s copy in a new tab', async ({
      page,
    }) => {
      const playbook = frontmatterOf('/playbooks/scene-script-play', locale, 'playbook');
      await page.goto(localizePath('/playbooks/scene-script-play', locale));
      const link = page.getByRole('link', { name: playbook.assistant!.label });
      await expect(link).toHaveAttribute('href', playbook.assistant!.url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(page.getByRole('button', { name: /prompt/i })).toHaveCount(0);
      await expect(page.getByRole('link', { name: ui(locale, 'playbook.back') })).toHaveAttribute(
        'href',
        localizePath('/playbooks', locale),
      );
    });
  });
}
