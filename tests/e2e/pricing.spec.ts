import type { Locator, Page } from '@playwright/test';
import { audiences } from '../../src/data/pricing';
import type { Locale } from '../../src/i18n/locales';
import { formatEuros } from '../../src/render/format/pricingText';
import { choose, narrowestWidth, ui, waitForHydration, expectFocused } from '../support/e2e';
import { expect, test } from '../support/fixtures';
import { engines } from '../support/engines';
import { allPages, frontmatterOf } from '../support/site';

// Behaviour that does not depend on the locale: tested in Spanish only. Every locale's prices
// (both billings), labels, plan buttons and answers are read from the built HTML
// (tests/build/localizedPages.test.ts).

const euros = (amount: number, locale: Locale) =>
  new RegExp(formatEuros(amount, locale).replace(/\s/g, '\\s'));

function card(page: Page, name: string): Locator {
  return page.getByRole('article', { name, exact: true });
}

// Both prices are in the page, and CSS shows one: only the shown text counts.
const shown = { useInnerText: true };

test.describe('pricing', engines, () => {
  const copy = frontmatterOf('/pricing', 'es', 'pricing');

  test.beforeEach(async ({ page }) => {
    await page.goto('/pricing/');
    await waitForHydration(page);
  });

  test('yearly is the default; the toggle switches to monthly and back', async ({ page }) => {
    const yearly = page.getByRole('radio', { name: copy.billing.yearly });
    const monthly = page.getByRole('radio', { name: copy.billing.monthly });
    await expect(yearly).toBeChecked();
    const creators = audiences.creators.plans;
    for (const plan of creators.filter((p) => p.priceYearly)) {
      await expect(card(page, plan.name)).toContainText(euros(plan.priceYearly!, 'es'), shown);
      await expect(card(page, plan.name)).toContainText(copy.billing.billedYearly, shown);
      await expect(card(page, plan.name)).not.toContainText(copy.billing.billedMonthly, shown);
    }
    const enterprise = card(page, 'ENTERPRISE');

    await choose(monthly);
    await expect(monthly).toBeChecked();
    for (const plan of creators.filter((p) => p.priceMonthly)) {
      await expect(card(page, plan.name)).toContainText(euros(plan.priceMonthly!, 'es'), shown);
      await expect(card(page, plan.name)).not.toContainText(euros(plan.priceYearly!, 'es'), shown);
    }
    await expect(card(page, 'STUDIO')).toContainText(copy.billing.billedMonthly, shown);
    await expect(enterprise).toContainText(euros(950, 'es'), shown);

    await choose(yearly);
    await expect(card(page, 'CREATOR')).toContainText(euros(55, 'es'), shown);
    await expect(card(page, 'STUDIO+')).toContainText(euros(349, 'es'), shown);
  });

  test('the audience switch shows the companies plans with their 20% saving', async ({ page }) => {
    const creators = page.getByRole('radio', { name: copy.audiences.creators });
    const companies = page.getByRole('radio', { name: copy.audiences.companies });
    await expect(creators).toBeChecked();
    await expect(card(page, 'Starter')).toBeHidden();
    await expect(page.getByText(copy.billing.save.replace('{{percent}}', '30'))).toBeVisible();
    await expect(page.getByText(copy.billing.save.replace('{{percent}}', '20'))).toBeHidden();

    await choose(companies);
    await expect(companies).toBeChecked();
    await expect(card(page, 'CREATOR')).toBeHidden();
    await expect(page.getByText(copy.billing.save.replace('{{percent}}', '20'))).toBeVisible();
    await expect(page.getByText(copy.billing.save.replace('{{percent}}', '30'))).toBeHidden();
    await expect(card(page, 'Starter')).toContainText(euros(23, 'es'), shown);
    await expect(card(page, 'Professional')).toContainText(euros(79, 'es'), shown);

    await choose(page.getByRole('radio', { name: copy.billing.monthly }));
    await expect(card(page, 'Starter')).toContainText(euros(29, 'es'), shown);
    await expect(card(page, 'Professional')).toContainText(euros(99, 'es'), shown);

    // A radio group: the arrows move and select, as the browser does for any.
    await companies.press('ArrowLeft');
    await expectFocused(creators);
    await expect(creators).toBeChecked();
    await expect(card(page, 'STUDIO')).toContainText(euros(249, 'es'), shown);
  });

  test('FAQ: one answer at a time, the open one closes, the keyboard works', async ({ page }) => {
    // Each question is a <details> summary; the browser exposes it as an expandable button.
    const [first, second] = copy.faq.items;
    const question = (item: typeof first) =>
      page.locator('summary').filter({ has: page.getByRole('heading', { name: item!.q }) });
    const answer = (item: typeof first) => page.getByText(item!.a.slice(0, 40));
    const q1 = question(first);
    const q2 = question(second);
    await expect(answer(first)).toBeHidden();

    await q1.click();
    await expect(answer(first)).toBeVisible();
    await q2.click();
    await expect(answer(second)).toBeVisible();
    await expect(answer(first)).toBeHidden();
    await q2.click();
    await expect(answer(second)).toBeHidden();

    await q1.focus();
    await page.keyboard.press('Tab');
    await expectFocused(q2);
    await page.keyboard.press('Enter');
    await expect(answer(second)).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');
    await expect(answer(first)).toBeVisible();
    await expect(answer(second)).toBeHidden();
    expect(await q1.evaluate((summary) => summary.parentElement?.hasAttribute('open'))).toBe(true);
  });
});

test('/pricing#faqs scrolls the FAQ into view, below the fixed bar', async ({ page }) => {
  const copy = frontmatterOf('/pricing', 'es', 'pricing');
  await page.goto('/pricing/#faqs');
  const heading = page.getByRole('heading', { name: copy.faq.title, level: 2 });
  await expect(heading).toBeInViewport();
  const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(64);
});

test('the footer FAQ link lands on the FAQ after client navigation', async ({ page }) => {
  const copy = frontmatterOf('/pricing', 'es', 'pricing');
  await page.goto('/blog/');
  await waitForHydration(page);
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: ui('es', 'footer.faqs') })
    .click();
  await expect(page).toHaveURL('/pricing/#faqs');
  await expect(page.getByRole('heading', { name: copy.faq.title, level: 2 })).toBeInViewport();
});

test('without JavaScript every FAQ answer and every plan can be read', async ({ browser }) => {
  const copy = frontmatterOf('/pricing', 'es', 'pricing');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/pricing/');
  // The FAQ is <details>: each answer opens without JavaScript, one at a time.
  for (const item of copy.faq.items) {
    await expect(page.getByText(item.a)).toBeHidden();
    await page.getByRole('heading', { name: item.q }).click();
    await expect(page.getByText(item.a)).toBeVisible();
  }
  // The switches are radio buttons: both audiences and both prices without a script.
  await expect(page.getByRole('article', { name: 'STUDIO', exact: true })).toBeVisible();
  await choose(page.getByRole('radio', { name: copy.audiences.companies }));
  await choose(page.getByRole('radio', { name: copy.billing.monthly }));
  await expect(card(page, 'Starter')).toBeVisible();
  await expect(card(page, 'Starter')).toContainText(euros(29, 'es'), shown);
  await context.close();
});

// A companies page (a `sections` page: solutions, landing pages, the case study) sends its
// pricing links to the companies' plans; any other page's open on the creators', the default.
const companiesPage = allPages().find((page) => page.type === 'sections' && page.locale === 'es')!;

async function clickHeaderPricingLink(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('link', { name: ui('es', 'nav.pricing'), exact: true })
    .click();
}

test("a companies page's pricing link opens the companies' plans; the switch still works", async ({
  page,
}) => {
  const copy = frontmatterOf('/pricing', 'es', 'pricing');
  await page.goto(companiesPage.url);
  await waitForHydration(page);
  // Client-side navigation, which leaves the fragment's :target unset: the page stays the same.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await clickHeaderPricingLink(page);
  await expect(page).toHaveURL('/pricing/#companies');
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  await expect(page.getByRole('radio', { name: copy.audiences.companies })).toBeChecked();
  await expect(card(page, 'Starter')).toBeVisible();
  await expect(card(page, 'CREATOR')).toBeHidden();
  await page.getByRole('radio', { name: copy.audiences.creators }).check({ force: true });
  await expect(card(page, 'CREATOR')).toBeVisible();
  await expect(card(page, 'Starter')).toBeHidden();
});

test("another page's pricing link opens the creators' plans", async ({ page }) => {
  const copy = frontmatterOf('/pricing', 'es', 'pricing');
  await page.goto('/');
  await waitForHydration(page);
  await clickHeaderPricingLink(page);
  await expect(page).toHaveURL('/pricing/');
  await expect(page.getByRole('radio', { name: copy.audiences.creators })).toBeChecked();
  await expect(card(page, 'CREATOR')).toBeVisible();
});

test("without JavaScript /pricing#companies opens the companies' plans, and either can be chosen", async ({
  browser,
}) => {
  const copy = frontmatterOf('/pricing', 'es', 'pricing');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(companiesPage.url);
  await clickHeaderPricingLink(page);
  await expect(page).toHaveURL('/pricing/#companies');
  const companies = page.getByRole('radio', { name: copy.audiences.companies });
  const creators = page.getByRole('radio', { name: copy.audiences.creators });
  await expect(companies).toBeChecked();
  await expect(card(page, 'Starter')).toBeVisible();
  await expect(card(page, 'CREATOR')).toBeHidden();
  await creators.check({ force: true });
  await expect(card(page, 'CREATOR')).toBeVisible();
  await expect(card(page, 'Starter')).toBeHidden();
  await companies.check({ force: true });
  await expect(card(page, 'Starter')).toBeVisible();
  await context.close();
});

// On a phone the table shows one plan beside the rows' names: a switch of the plans' names picks
// it, by CSS alone, so each engine's :has() is what is under test.
test(
  'on a phone the comparison shows one plan at a time, the popular one first; the switch picks another',
  engines,
  async ({ page }) => {
    const copy = frontmatterOf('/pricing', 'es', 'pricing');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/pricing/');
    for (const id of ['companies', 'creators'] as const) {
      await choose(page.getByRole('radio', { name: copy.audiences[id] }));
      const plans = audiences[id].plans;
      const table = page.getByRole('table', {
        name: `${copy.compare.title}: ${copy.audiences[id]}`,
      });
      const picker = page.getByRole('group', { name: copy.compare.pick });
      await expect(picker).toHaveCount(1);
      // The plans whose cells show, read from every row, and whether the table fits the screen.
      const shownPlans = () =>
        table.evaluate((element) => ({
          fits: element.getBoundingClientRect().right <= document.documentElement.clientWidth,
          columns: [
            ...new Set(
              [...element.querySelectorAll('[data-plan-column]')]
                .filter((cell) => cell.getClientRects().length)
                .map((cell) => cell.getAttribute('data-plan-column')),
            ),
          ],
        }));
      const popular = plans.findIndex((plan) => plan.popular);
      await expect(
        picker.getByRole('radio', { name: plans[popular]!.name, exact: true }),
      ).toBeChecked();
      await expect.poll(shownPlans).toEqual({ fits: true, columns: [String(popular)] });
      for (const [index, plan] of plans.entries()) {
        await choose(picker.getByRole('radio', { name: plan.name, exact: true }));
        await expect.poll(shownPlans).toEqual({ fits: true, columns: [String(index)] });
        await expect(
          table.getByRole('columnheader', { name: plan.name, exact: true }),
        ).toBeVisible();
      }
    }
  },
);

// Fitting the screen is not enough: a switch that spills into the page's side gutters turns into
// a sideways scroll where a desktop browser's scrollbar takes its width from the page (12 px in
// Firefox on Linux). The longest labels are the French ones.
for (const { url, locale } of allPages().filter((page) => page.type === 'pricing')) {
  test(`at ${narrowestWidth} px the switches keep inside the page's gutters (${locale})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: narrowestWidth, height: 720 });
    await page.goto(url);
    const outside = await page
      .locator('[data-pricing] > *')
      .first()
      .evaluate((column) => {
        const style = getComputedStyle(column);
        const box = column.getBoundingClientRect();
        const left = box.left + parseFloat(style.paddingLeft);
        const right = box.right - parseFloat(style.paddingRight);
        return [...column.querySelectorAll('fieldset')]
          .filter((fieldset) => fieldset.getClientRects().length)
          .map((fieldset) => fieldset.getBoundingClientRect())
          .filter((rect) => rect.left < left - 0.5 || rect.right > right + 0.5)
          .map(
            (rect) =>
              `${Math.round(rect.left)}–${Math.round(rect.right)} px, gutters at ${left}–${right} px`,
          );
      });
    expect(outside).toEqual([]);
  });
}
