import type { Page } from '@playwright/test';
import { registerUrl } from '../../src/config/site';
import {
  clipboardText,
  holdIslandCode,
  holdRequests,
  tap,
  ui,
  waitForHydration,
  expectFocused,
} from '../support/e2e';
import { expect, test } from '../support/fixtures';
import { engines } from '../support/engines';
import { allPages, blockOf, frontmatterOf } from '../support/site';

// A reader's first tap or key press on an island can come before the island has hydrated: islands
// hydrate when scrolled near or pointed at, and that tap is what starts it. It takes effect once
// the island has hydrated (src/browser/islands/replayEvents.ts), and only once. Each test holds the code
// the island needs until after the tap, so the tap always comes first: no race. Behaviour is the
// same in every locale: Spanish pages, read from the content.

const spanishPages = allPages().filter((page) => page.locale === 'es');
const sectionsWith = (kind: string) =>
  spanishPages
    .filter((page) => page.type === 'sections')
    .filter((page) =>
      frontmatterOf(page.route, 'es', 'sections').blocks.some((block) => block.kind === kind),
    );

const playbookRoute = spanishPages.find(
  (page) => page.type === 'playbook' && frontmatterOf(page.route, 'es', 'playbook').prompt,
)!.route;
const playbook = frontmatterOf(playbookRoute, 'es', 'playbook');
const playbookUrl = spanishPages.find((page) => page.route === playbookRoute)!.url;
const featureTabs = frontmatterOf('/', 'es', 'home').features.tabs;
/** Pages whose client cards include a story that "Read more" expands in place. */
const storyPages = sectionsWith('client-cards').flatMap((page) => {
  const item = blockOf(page.route, 'es', 'client-cards').items.find(
    (card) => card.story && !card.caseStudy,
  );
  return item ? [{ ...page, item }] : [];
});
const demoPages = sectionsWith('demo');

/**
 * Opens `url` with the code of the island `name` held, does `act` (the reader's tap or key press),
 * and lets that code load only once the page has asked for it: `act` always comes first.
 */
async function beforeHydration(page: Page, name: string, url: string, act: () => Promise<void>) {
  const code = await holdIslandCode(page, name);
  await page.goto(url);
  await act();
  await code.requested;
  await expect(page.locator(`[data-island="${name}"][data-island-hydrated]`)).toHaveCount(0);
  code.release();
}

const copyButton = (page: Page) => page.getByRole('button', { name: playbook.copyLabel });

async function expectCopied(page: Page) {
  await expect(page.getByRole('button', { name: ui('es', 'playbook.copied') })).toBeVisible();
  expect(await clipboardText(page)).toBe(playbook.prompt);
}

test('the inventories are not empty', () => {
  expect(storyPages.length).toBeGreaterThan(0);
  expect(demoPages.length).toBeGreaterThan(0);
  expect(featureTabs.length).toBeGreaterThan(1);
});

// Firefox and WebKit tap each island once; Chromium taps every story on every page that has one.
test.describe('a phone tap straight after load, before the island has hydrated', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test.describe('copying the prompt', engines, () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('copies once the prompt box has hydrated', async ({ page }) => {
      await beforeHydration(page, 'prompt-box', playbookUrl, () => tap(copyButton(page)));
      await expectCopied(page);
    });

    test('copies when the tap comes before any of the page’s JavaScript has run', async ({
      page,
    }) => {
      const scripts = await holdRequests(page, (path) => path.endsWith('.js'));
      await page.goto(playbookUrl);
      await tap(copyButton(page));
      await scripts.requested;
      expect(await page.evaluate(() => 'hydrated' in document.documentElement.dataset)).toBe(false);
      scripts.release();
      await expectCopied(page);
    });

    test('copies when the tap comes while the page has hydrated and the box’s code loads', async ({
      page,
    }) => {
      await beforeHydration(page, 'prompt-box', playbookUrl, async () => {
        await waitForHydration(page);
        await tap(copyButton(page));
      });
      await expectCopied(page);
    });

    test('copies during the tap itself, once, and shows it once the box has hydrated', async ({
      page,
    }) => {
      // WebKit refuses the clipboard to a click replayed after hydration: the tap must copy.
      await page.addInitScript(() => {
        const { clipboard } = navigator;
        const written: string[] = [];
        (window as unknown as { written: string[] }).written = written;
        const writeText = clipboard.writeText.bind(clipboard);
        clipboard.writeText = (text) => (written.push(text), writeText(text));
      });
      const written = () =>
        page.evaluate(() => (window as unknown as { written: string[] }).written);
      await beforeHydration(page, 'prompt-box', playbookUrl, async () => {
        await tap(copyButton(page));
        expect(await written()).toEqual([playbook.prompt]);
      });
      await expectCopied(page);
      expect(await written()).toEqual([playbook.prompt]);
    });
  });

  test('a feature tab is selected once the tabs have hydrated', engines, async ({ page }) => {
    const tab = page.getByRole('tab', { name: featureTabs[1]!.label });
    await beforeHydration(page, 'feature-showcase', '/', async () => {
      await expect(tab).toHaveAttribute('aria-selected', 'false');
      await tap(tab);
    });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: featureTabs[1]!.title })).toBeVisible();
  });

  for (const [index, { url, item }] of storyPages.entries()) {
    test(`"Read more" on ${url} expands its story`, index ? {} : engines, async ({ page }) => {
      const button = page.getByRole('main').getByRole('button', { name: item.company });
      await beforeHydration(page, 'client-card', url, async () => {
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        await tap(button);
        await expect(page.getByText(item.story!)).toBeHidden();
      });
      await expect(page.getByText(item.story!)).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
    });
  }

  test(
    'a second tap while nothing seemed to happen does not close the story again',
    engines,
    async ({ page }) => {
      // Both taps were made on the closed story: both meant "open it".
      const { url, item } = storyPages[0]!;
      const button = page.getByRole('main').getByRole('button', { name: item.company });
      await beforeHydration(page, 'client-card', url, async () => {
        await tap(button);
        await tap(button);
      });
      const card = page.locator('[data-island="client-card"]', {
        has: page.getByRole('button', { name: item.company }),
      });
      await expect(card).toHaveAttribute('data-island-hydrated', '');
      await expect(page.getByText(item.story!)).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
    },
  );

  for (const { url, route } of demoPages) {
    const demo = blockOf(route, 'es', 'demo');

    test(
      `the demo on ${url} plays, from the answer tapped, once it has hydrated`,
      engines,
      async ({ page }) => {
        const opening = demo.nodes.find((node) => node.id === demo.start)!;
        const answer = opening.choices[1]!;
        await beforeHydration(page, 'demo', url, () =>
          tap(page.locator('#demo').getByRole('button', { name: answer.text })),
        );
        await expect(page.locator('#demo [data-demo="play"]')).toBeVisible();
        const reached = demo.nodes.find((node) => node.id === answer.next);
        if (reached) {
          await expect(page.locator('#demo [aria-live="polite"]')).toContainText(reached.lines[0]!);
        }
      },
    );

    test(
      `a link in the demo on ${url} is followed by the browser, and not again on hydration`,
      engines,
      async ({ page }) => {
        // The sign-up link opens the app in a new tab: a replayed click would be a second one.
        await page
          .context()
          .route(`${new URL(registerUrl).origin}/**`, (route) =>
            route.fulfill({ contentType: 'text/html', body: '<title>app</title>' }),
          );
        await page.addInitScript(() => {
          const counted = window as unknown as { linkClicks: number };
          counted.linkClicks = 0;
          addEventListener('click', (event) => {
            if ((event.target as Element).closest?.('a[target="_blank"]')) counted.linkClicks++;
          });
        });
        const tabs: Page[] = [];
        page.on('popup', (opened) => tabs.push(opened));
        await beforeHydration(page, 'demo', url, () =>
          tap(page.locator('#demo').getByRole('link', { name: demo.labels.signUp })),
        );
        await expect(page.locator('[data-island="demo"]')).toHaveAttribute(
          'data-island-hydrated',
          '',
        );
        // A replay is dispatched as the island commits, before the attribute above can be read.
        expect(
          await page.evaluate(() => (window as unknown as { linkClicks: number }).linkClicks),
        ).toBe(1);
        await expect.poll(() => tabs.length).toBe(1);
        await expect(tabs[0]!).toHaveURL(registerUrl);
      },
    );
  }
});

test.describe('a key press on a focused control before the island has hydrated', engines, () => {
  test.describe('copying the prompt', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('Enter on the copy button copies once the box has hydrated', async ({ page }) => {
      await beforeHydration(page, 'prompt-box', playbookUrl, async () => {
        await copyButton(page).focus();
        await page.keyboard.press('Enter');
      });
      await expectCopied(page);
    });
  });

  test('Space on "Read more" expands the story', async ({ page }) => {
    const { url, item } = storyPages[0]!;
    const button = page.getByRole('main').getByRole('button', { name: item.company });
    await beforeHydration(page, 'client-card', url, async () => {
      await button.focus();
      await page.keyboard.press('Space');
      await expect(page.getByText(item.story!)).toBeHidden();
    });
    await expect(page.getByText(item.story!)).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  test('an arrow key on the feature tabs selects and focuses the next tab', async ({ page }) => {
    await beforeHydration(page, 'feature-showcase', '/', async () => {
      await page.getByRole('tab', { name: featureTabs[0]!.label }).focus();
      await page.keyboard.press('ArrowRight');
    });
    const next = page.getByRole('tab', { name: featureTabs[1]!.label });
    await expect(next).toHaveAttribute('aria-selected', 'true');
    await expectFocused(next);
  });
});
