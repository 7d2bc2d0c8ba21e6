import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defaultLocale, publishedLocaleCodes } from '../../src/i18n/locales';
import { sceneGlyphEm } from '../../src/data/sceneIds';
import { expect, test } from '../support/fixtures';
import { openBands } from '../support/bands';
import { allPages, distClient } from '../support/site';

// No text in a product picture under 12 CSS px, on a phone, a small laptop and a desktop. The
// product pictures are SVG files (src/build/scenes) that draw each line of words as Inter's glyph
// outlines, in a group of <use>s: a line's size on screen is the glyphs' em (`sceneGlyphEm`),
// times the transforms down to the group, times the drawing's scale on the page (its width there
// over its viewBox width).
const minimumPx = 12;
const screens = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
];

/** Each locale's folder of published pictures (`assets/static/scenes/<locale>.<hash>/`). */
const scenesRoot = join(distClient, 'assets/static/scenes');
const folders = new Map(
  publishedLocaleCodes.map((locale) => {
    const folder = readdirSync(scenesRoot).find((name) => name.startsWith(`${locale}.`));
    if (!folder) throw new Error(`No published scenes for ${locale} in ${scenesRoot}`);
    return [locale, `/assets/static/scenes/${folder}/`];
  }),
);

// The pages measured at each width in turn (a resize re-picks each <picture>'s source), and each
// published picture opened once per locale: its smallest words in drawing units, scaled to the
// narrowest place a page shows it.
test(`no text in a product picture is under ${minimumPx} px at ${screens.map((s) => s.width).join(', ')} px, in any locale`, async ({
  page,
}) => {
  test.setTimeout(300_000);
  // Where the pages put each picture, and how narrow: read on the default locale's pages, whose
  // layouts every locale shares. A page may show a picture (the phone's source of a <picture>)
  // in several places; the narrowest one counts.
  const narrowest = new Map<string, { width: number; url: string; screen: number }>();
  // Every page's bands in one document (tests/support/bands.ts), re-laid out at each width: one
  // load, where a load of each page took most of the test's time.
  await page.setViewportSize(screens[0]!);
  await openBands(
    page,
    allPages()
      .filter((entry) => entry.locale === defaultLocale)
      .map((entry) => entry.url),
    'all',
    { pictures: true },
  );
  for (const screen of screens) {
    await page.setViewportSize(screen);
    const shown = await page.evaluate(async () => {
      // A frame for the resize to re-pick sources, then every image loaded and decoded.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const images = [...document.images];
      for (const image of images) image.loading = 'eager';
      await Promise.all(
        images.map((image) =>
          image.complete
            ? image.decode().catch(() => undefined)
            : new Promise((resolve) => {
                image.addEventListener('load', resolve, { once: true });
                image.addEventListener('error', resolve, { once: true });
              }),
        ),
      );
      return images
        .filter((image) => image.currentSrc.includes('/assets/static/scenes/'))
        .map((image) => ({
          url: image.closest<HTMLElement>('[data-url]')!.dataset.url!,
          file: new URL(image.currentSrc).pathname.split('/').pop()!,
          width: image.getBoundingClientRect().width,
        }));
    });
    for (const { url, file, width } of shown) {
      const known = narrowest.get(file);
      if (width > 0 && (!known || width < known.width))
        narrowest.set(file, { width, url, screen: screen.width });
    }
  }
  // Every scene the code draws is measured where a page shows it: its phone composition below
  // 640 px where it has one, else its drawing; at least one of each kind is shown.
  expect([...narrowest.keys()].some((file) => file.includes('.phone.'))).toBe(true);
  expect([...narrowest.keys()].some((file) => !file.includes('.phone.'))).toBe(true);

  const small: string[] = [];
  for (const [locale, folder] of folders) {
    for (const [file, { width, url, screen }] of narrowest) {
      await page.goto(folder + file);
      // Each line's size at a scale of 1 (the drawing shown as wide as its viewBox), in px.
      const { viewBoxWidth, sizes } = await page.evaluate(
        ({ em }) => {
          const root = document.documentElement as unknown as SVGSVGElement;
          const rootMatrix = root.getScreenCTM()!.inverse();
          // A <text> left in the file counts at its font size, as before the outlines.
          const texts = [...document.querySelectorAll('text')].map((text) => {
            const matrix = rootMatrix.multiply(text.getScreenCTM()!);
            const transformed = Math.hypot(matrix.a, matrix.b);
            return {
              words: text.textContent ?? '',
              units: parseFloat(getComputedStyle(text).fontSize) * transformed,
            };
          });
          const lines = [...document.querySelectorAll('g:has(> use)')].map((line, index) => {
            const matrix = rootMatrix.multiply((line as SVGGElement).getScreenCTM()!);
            return {
              words: `line ${index + 1}, at ${Math.round(matrix.e)} ${Math.round(matrix.f)}`,
              units: Math.hypot(matrix.a, matrix.b) * em,
            };
          });
          return { viewBoxWidth: root.viewBox.baseVal.width, sizes: [...texts, ...lines] };
        },
        { em: sceneGlyphEm },
      );
      const smallest = sizes.reduce(
        (min, size) => (size.units < min.units ? size : min),
        sizes[0]!,
      );
      const px = smallest ? (smallest.units * width) / viewBoxWidth : Infinity;
      if (px < minimumPx - 0.05)
        small.push(
          `${locale} ${file} (${Math.round(width)} px on ${url} at ${screen} px): "${smallest!.words}" ${px.toFixed(1)} px`,
        );
    }
  }
  expect(small).toEqual([]);
});
