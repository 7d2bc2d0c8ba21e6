import type { Page } from '@playwright/test';
import {
  expectNoViolations,
  scrollToIsland,
  ui,
  waitForHydration,
  expectFocused,
} from '../support/e2e';
import { expect, test } from '../support/fixtures';
import { engines } from '../support/engines';
import { blockOf, frontmatterOf } from '../support/site';

// The demo plays the same in every locale (its words are content): played in Spanish.
const story = blockOf('/games/simulador-ventas', 'es', 'demo');
const nodes = new Map(story.nodes.map((node) => [node.id, node]));
const fill = (label: string, values: Record<string, number>) =>
  label.replace(/\{(\w+)\}/g, (slot, name: string) => String(values[name] ?? slot));

/** The shortest path of choices (node, choice index) from the start to `ending`. */
function pathTo(ending: string) {
  type Step = { node: string; choice: number };
  const queue: { at: string; steps: Step[] }[] = [{ at: story.start, steps: [] }];
  const seen = new Set<string>();
  while (queue.length) {
    const { at, steps } = queue.shift()!;
    if (at === ending) return steps;
    if (seen.has(at)) continue;
    seen.add(at);
    nodes
      .get(at)
      ?.choices.forEach((choice, index) =>
        queue.push({ at: choice.next, steps: [...steps, { node: at, choice: index }] }),
      );
  }
  throw new Error(`no path to ${ending}`);
}

/** The simulator's page, scrolled to its demo: the card, with the story's first answers. */
async function openDemo(page: Page) {
  await page.goto('/games/simulador-ventas/');
  await waitForHydration(page);
  await scrollToIsland(page, 'demo');
  return page.locator('#demo');
}

/** The demo, started by answering the opening on its card (the first answer unless told). */
async function startDemo(page: Page, choice = 0) {
  const demo = await openDemo(page);
  const opening = nodes.get(story.start)!;
  await demo
    .locator('[data-demo-card]')
    .getByRole('button', { name: opening.choices[choice]!.text })
    .click();
  return demo;
}

// Every ending in Chromium; the first in Firefox and WebKit, whose part is the engine, not the path.
for (const [index, ending] of story.endings.entries()) {
  test(
    `a path to "${ending.title}" ends on its result: score, style, what each choice showed, sign-up and play again`,
    index ? {} : engines,
    async ({ page }) => {
      const demo = await openDemo(page);
      const line = demo.locator('[data-demo="play"] [aria-live="polite"]');
      const steps = pathTo(ending.id);
      for (const [index, step] of steps.entries()) {
        const node = nodes.get(step.node)!;
        if (index === 0) {
          // The opening is on the card, before the player has loaded.
          await expect(demo.locator('[data-demo-card]')).toContainText(node.lines[0]!);
        } else {
          // Focus is on the new line, which the polite live region announces.
          await expectFocused(line);
          await expect(line).toContainText(node.lines[0]!);
        }
        const choice = demo.getByRole('button', { name: node.choices[step.choice]!.text });
        // The keyboard plays it as well as the pointer.
        if (index === 0) {
          await choice.focus();
          await page.keyboard.press('Enter');
        } else {
          await choice.click();
        }
      }
      const result = demo.locator('[data-demo="result"]');
      await expectFocused(result);
      await expect(result.getByRole('heading', { name: ending.title })).toBeVisible();
      const chosen = steps.map((step) => nodes.get(step.node)!.choices[step.choice]!);
      const score = chosen.reduce((sum, choice) => sum + choice.points, 0);
      const max = steps.reduce(
        (sum, step) => sum + Math.max(...nodes.get(step.node)!.choices.map((c) => c.points)),
        0,
      );
      await expect(result).toContainText(fill(story.labels.scoreOf, { score, max }));
      for (const choice of chosen) await expect(result).toContainText(choice.shows);
      const signUp = result.getByRole('link', { name: story.labels.signUp });
      await expect(signUp).toHaveAttribute('href', /[?&]accion=registro\b/);
      await expect(signUp).toHaveAttribute('target', '_blank');
      await result.getByRole('button', { name: story.labels.playAgain }).click();
      await expect(line).toContainText(nodes.get(story.start)!.lines[0]!);
    },
  );
}

test.describe('under reduced motion, where axe judges colours at rest', engines, () => {
  // expectNoViolations emulates it in Chromium and Firefox; WebDriver cannot emulate it, so the
  // WebKit run starts a browser that prefers it (tests/support/webkit/fixtures.ts).
  test.use({ reducedMotion: 'reduce' });

  test('the player loads only on an answer; axe finds nothing at the start, mid-scene and on the result; restart returns to the start', async ({
    page,
  }) => {
    // Three full-page axe runs: beside the other browser runs on two cores, 30 s was not enough
    // (the restart click timed out in CI, twice).
    test.slow();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/games/simulador-ventas/');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page);
    await scrollToIsland(page, 'demo');
    // The block hydrates once scrolled to; its player only on the card's first answer.
    const before = requested.length;
    const demo = page.locator('#demo');
    const first = nodes.get(story.start)!;
    await demo.getByRole('button', { name: first.choices[0]!.text }).click();
    await expect(demo.locator('[data-demo="play"]')).toBeVisible();
    expect(requested.slice(before).some((url) => url.endsWith('.js'))).toBe(true);
    const line = demo.locator('[data-demo="play"] [aria-live="polite"]');
    const reached = nodes.get(first.choices[0]!.next);
    if (reached) await expect(line).toContainText(reached.lines[0]!);
    await expectNoViolations(page);
    await demo.getByRole('button', { name: story.labels.restart }).click();
    await expect(line).toContainText(first.lines[0]!);
    for (const step of pathTo(story.endings[0]!.id)) {
      await demo
        .getByRole('button', { name: nodes.get(step.node)!.choices[step.choice]!.text })
        .click();
    }
    await expect(demo.locator('[data-demo="result"]')).toBeVisible();
    await expectNoViolations(page);
  });
});

test('scrolling to the demo wakes it, with no pointer or focus near it', async ({ page }) => {
  // Its wrapper and the demo's own are both `display: contents`: only what they hold has a box
  // for the observer to see.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/games/simulador-ventas/');
  await waitForHydration(page);
  const island = page.locator('[data-island="demo"]').first();
  await expect(island).not.toHaveAttribute('data-island-hydrated', '');
  await page.evaluate(() => {
    const top = document.querySelector('#demo')!.getBoundingClientRect().top;
    window.scrollTo(0, window.scrollY + top - 100);
  });
  await expect(island).toHaveAttribute('data-island-hydrated', '');
});

test('no motion under prefers-reduced-motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const demo = await startDemo(page);
  const line = demo.locator('[aria-live="polite"] > div');
  await expect(line).toHaveCSS('animation-name', 'none');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect(line).toHaveCSS('animation-name', 'demo-in');
});

// The home page leads with the demo its hero names: its opening's answers are in the first
// screen of a desktop, and one starts the story there and on a phone, where the promise and its
// buttons come first.
const homeDemo = frontmatterOf('/', 'es', 'home').hero.demo.split('#')[0]!;
const homeStory = blockOf(homeDemo, 'es', 'demo');
const homeOpening = homeStory.nodes.find((node) => node.id === homeStory.start)!;
/** Where an answer at the story's start leads: the next node's first line, or an ending's title. */
const afterOpening = (choice: number) => {
  const next = homeOpening.choices[choice]!.next;
  const reached = homeStory.nodes.find((node) => node.id === next);
  return reached ? reached.lines[0]! : homeStory.endings.find((end) => end.id === next)!.title;
};
for (const { viewport, firstScreen } of [
  { viewport: { width: 1440, height: 900 }, firstScreen: true },
  { viewport: { width: 390, height: 844 }, firstScreen: false },
]) {
  test(`on the home page at ${viewport.width}×${viewport.height}, the opening's answers${firstScreen ? ' are in the first screen and' : ''} start the demo`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await waitForHydration(page);
    const card = page.locator('main [data-demo-card]');
    await expect(card).toContainText(homeOpening.lines[0]!);
    const answers = homeOpening.choices.map((choice) =>
      card.getByRole('button', { name: choice.text }),
    );
    if (firstScreen) {
      for (const answer of answers) await expect(answer).toBeInViewport({ ratio: 1 });
    }
    // The second answer, so the test sees the player open on the answer chosen, not the first.
    await answers[1]!.click();
    const line = page.locator('[data-demo="play"] [aria-live="polite"]');
    await expectFocused(line);
    await expect(line).toContainText(afterOpening(1));
  });
}

test('after client-side navigation to the home page, an answer on its card starts the demo', async ({
  page,
}) => {
  await page.goto('/blog/');
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page
    .getByRole('link', { name: ui('es', 'site.homeLabel') })
    .first()
    .click();
  await expect(page).toHaveURL('/');
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  await page.getByRole('button', { name: homeOpening.choices[0]!.text }).click();
  await expect(page.locator('[data-demo="play"] [aria-live="polite"]')).toContainText(
    afterOpening(0),
  );
});
