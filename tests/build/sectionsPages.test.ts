import { describe, expect, it } from 'vitest';
import { publishedLocaleCodes } from '../../src/i18n/locales';
import { localizePath } from '../../src/i18n/urls';
import {
  blockOf,
  contentEntries,
  frontmatterOf,
  htmlFileOf,
  normalizeText,
  readHtml,
  textOf,
  ui,
} from '../support/site';

const templatePages = ['/onboarding', '/compliance', '/upskilling', '/training'];

describe('solution template pages', () => {
  it("the four spec routes hold the spec's sections, in its order, each with a story of its own", () => {
    // Spec section 2: hero, problem, four benefits, three client cards, call to action. Issue 32
    // (newer than the spec) drops the logo strip and the six-feature list, the "one skeleton"
    // every page shared; each page adds its own signature and workflow between the spec's
    // sections, which keep their order around them.
    const storyBlocks = new Set([
      'showcase',
      'comparison',
      'steps',
      'timeline',
      'record',
      'skill-map',
      'transformation',
    ]);
    const spec = ['hero', 'body', 'icon-cards', 'client-cards', 'cta'];
    const sequences = templatePages.map((route) => {
      const meta = contentEntries().find((e) => e.route === route)?.byLocale.es;
      if (meta?.type !== 'sections') throw new Error(`${route} is not a sections page`);
      expect(
        meta.blocks.map((block) => block.kind).filter((kind) => !storyBlocks.has(kind)),
      ).toEqual(spec);
      const icons = meta.blocks.find((block) => block.kind === 'icon-cards');
      const clients = meta.blocks.find((block) => block.kind === 'client-cards');
      expect([icons?.items.length, clients?.items.length]).toEqual([4, 3]);
      return meta.blocks.map((block) => block.kind).join();
    });
    expect(new Set(sequences).size).toBe(templatePages.length);
  });

  it('no hero picture repeats across the solution and landing pages, nor is on home', () => {
    // The buyer pages are the sections pages outside /games/, the case study among them (its
    // picture is its own: the case's journey and results). A hero with no picture (/plataforma's:
    // its pictures are the tour below it) has none to repeat.
    const pages = contentEntries().filter(
      (entry) => entry.byLocale.es.type === 'sections' && !entry.route.startsWith('/games/'),
    );
    const heroes = pages.flatMap((entry) => {
      const meta = entry.byLocale.es;
      const hero = meta.type === 'sections' ? meta.blocks.find((b) => b.kind === 'hero') : null;
      const html = readHtml(htmlFileOf(localizePath(entry.route, 'es')));
      const img = html.querySelector('main [data-block="hero"] img');
      if (hero?.kind === 'hero' && !hero.scene && !hero.image) {
        expect(img, `${entry.route}: a hero without a picture in its content`).toBeNull();
        return [];
      }
      const src = img?.getAttribute('src') ?? '';
      expect(src, `${entry.route}: hero picture`).toMatch(/\.svg$/);
      return [{ route: entry.route, picture: src.replace(/^.*\//, '') }];
    });
    const home = readHtml(htmlFileOf(localizePath('/', 'es')));
    const homePictures = new Set(
      home
        .querySelectorAll('main img')
        .map((img) => (img.getAttribute('src') ?? '').replace(/^.*\//, '')),
    );
    const seen = new Map<string, string>();
    for (const { route, picture } of heroes) {
      expect(
        seen.get(picture),
        `${route} and ${seen.get(picture)} share ${picture}`,
      ).toBeUndefined();
      seen.set(picture, route);
      expect(homePictures.has(picture), `${route}'s hero ${picture} is on home`).toBe(false);
    }
    // The 11 solution and landing pages and the case study.
    expect(heroes.length).toBeGreaterThanOrEqual(12);
  });

  for (const route of templatePages) {
    for (const locale of publishedLocaleCodes) {
      it(`${localizePath(route, locale)}: only the first client card links to the case study`, () => {
        const html = readHtml(htmlFileOf(localizePath(route, locale)));
        const cards = html.querySelectorAll('main article');
        const { items } = blockOf(route, locale, 'client-cards');
        expect(cards).toHaveLength(items.length);
        const caseLinks = cards.map(
          (card) =>
            card.querySelectorAll(`a[href="${localizePath('/caso-taco-bell', locale)}"]`).length,
        );
        // Spec section 2: only the first card (the restaurant chain) links to the case study.
        expect(caseLinks).toEqual(items.map((_, index) => (index === 0 ? 1 : 0)));
        expect(items[0]!.caseStudy).toBe('/caso-taco-bell');
        // The other two expand in place: a disclosure button whose panel holds the story.
        for (const card of cards.slice(1)) {
          const button = card.querySelector('button[aria-expanded="false"]')!;
          expect(button).not.toBeNull();
          const panel = card.querySelector(`[id="${button.getAttribute('aria-controls')!}"]`);
          expect(panel?.text.trim().length).toBeGreaterThan(100);
        }
        expect(html.querySelectorAll('main h3').length).toBeGreaterThanOrEqual(4 + 3);
      });
    }
  }
});

describe('sections pages render their blocks in the listed order', () => {
  for (const entry of contentEntries()) {
    for (const locale of publishedLocaleCodes) {
      const meta = entry.byLocale[locale];
      if (meta?.type !== 'sections') continue;
      it(localizePath(entry.route, locale), () => {
        const html = readHtml(htmlFileOf(localizePath(entry.route, locale)));
        const rendered = html
          .querySelectorAll('main [data-block]')
          .map((element) => element.getAttribute('data-block'));
        expect(rendered).toEqual(meta.blocks.map((block) => block.kind));
      });
    }
  }
});

describe('proof the company has not confirmed is labelled as an example', () => {
  // The sample client cards are labelled as a group, under their heading: tests/build/proof.test.ts.

  for (const locale of publishedLocaleCodes) {
    it(`home (${locale}): the example scenarios carry one label for the block, and no face or quote`, () => {
      const { testimonials } = frontmatterOf('/', locale, 'home');
      const html = readHtml(htmlFileOf(localizePath('/', locale)));
      const section = html
        .querySelectorAll('main section')
        .find(
          (band) =>
            band.querySelector('h2') &&
            textOf(band.querySelector('h2')!) === normalizeText(testimonials.title),
        );
      expect(section, testimonials.title).toBeDefined();
      const header = section!.querySelector('header')!;
      const sample = testimonials.items.some((item) => item.status === 'sample');
      expect(textOf(header).includes(ui(locale, 'proof.samples'))).toBe(sample);
      const cards = section!.querySelectorAll('li');
      expect(cards).toHaveLength(testimonials.items.length);
      for (const [index, item] of testimonials.items.entries()) {
        const card = textOf(cards[index]!);
        for (const words of [item.role, item.sector, item.before, item.after]) {
          expect(card).toContain(normalizeText(words));
        }
        // One label for the block: none per card.
        expect(card).not.toContain(ui(locale, 'proof.sample'));
      }
      // Nothing poses as a client speaking: no quotation, no initials avatar.
      expect(section!.querySelectorAll('blockquote, figure, [aria-hidden="true"]')).toHaveLength(0);
    });
  }
});
