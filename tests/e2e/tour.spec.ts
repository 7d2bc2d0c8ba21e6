import type { Page } from '@playwright/test';
import { expectNoViolations } from '../support/e2e';
import { expect, test } from '../support/fixtures';
import { allPages, blockOf } from '../support/site';

// The product story (a `tour` block): a step's scene is an image named after its scene id, in
// the page's locale. Behaviour does not depend on the locale: played in Spanish.
const page = allPages().find(
  ({ locale, type, route }) => locale === 'es' && type === 'sections' && hasTour(route),
)!;
function hasTour(route: string) {
  try {
    return Boolean(blockOf(route, 'es', 'tour'));
  } catch {
    return false;
  }
}
const tour = blockOf(page.route, 'es', 'tour');

/** Which steps' scenes are visible, by their place in the tour. */
async function shownSteps(browserPage: Page): Promise<number[]> {
  const steps = browserPage.locator('[data-tour-step]');
  const shown: number[] = [];
  for (let index = 0; index < tour.steps.length; index++) {
    if (await steps.nth(index).locator('img').isVisible()) shown.push(index);
  }
  return shown;
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the tour shows one step at a time; a click or the arrow keys pick another', async ({
    page: browserPage,
  }) => {
    await browserPage.goto(page.url);
    const steps = browserPage.getByRole('group', { name: tour.title });
    await expect(steps.getByRole('radio')).toHaveCount(tour.steps.length);
    expect(await shownSteps(browserPage)).toEqual([0]);
    await steps.getByText(tour.steps[4]!.title).click();
    await expect(steps.getByRole('radio', { name: tour.steps[4]!.title })).toBeChecked();
    expect(await shownSteps(browserPage)).toEqual([4]);
    await expect(steps.getByText(tour.steps[4]!.description)).toBeVisible();
    await browserPage.keyboard.press('ArrowDown');
    await expect(steps.getByRole('radio', { name: tour.steps[5]!.title })).toBeFocused();
    expect(await shownSteps(browserPage)).toEqual([5]);
    await expectNoViolations(browserPage);
  });

  test('without JavaScript the steps still switch', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1440, height: 900 },
    });
    const noScript = await context.newPage();
    await noScript.goto(page.url);
    expect(await shownSteps(noScript)).toEqual([0]);
    await noScript.getByRole('group', { name: tour.title }).getByText(tour.steps[2]!.title).click();
    expect(await shownSteps(noScript)).toEqual([2]);
    await context.close();
  });

  test('a picked step fades in, and does not move under reduced motion', async ({
    page: browserPage,
  }) => {
    await browserPage.goto(page.url);
    const step = browserPage.locator('[data-tour-step]').nth(3);
    await browserPage
      .getByRole('group', { name: tour.title })
      .getByText(tour.steps[3]!.title)
      .click();
    await expect(step).toHaveCSS('animation-name', 'demo-in');
    await browserPage.emulateMedia({ reducedMotion: 'reduce' });
    await expect(step).toHaveCSS('animation-name', 'none');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every step and its scene come one after another, with no choice to make', async ({
    page: browserPage,
  }) => {
    await browserPage.goto(page.url);
    await expect(browserPage.getByRole('group', { name: tour.title })).toBeHidden();
    for (const [index, step] of tour.steps.entries()) {
      const item = browserPage.locator('[data-tour-step]').nth(index);
      await item.scrollIntoViewIfNeeded();
      await expect(item.getByRole('heading', { name: step.title })).toBeVisible();
      await expect(item.locator('img')).toBeVisible();
    }
  });
});
