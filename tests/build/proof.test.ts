import { describe, expect, it } from 'vitest';
import type { HTMLElement } from 'node-html-parser';
import { destinations } from '../../src/config/destinations';
import { audienceOf, audiences, plansWithTrial } from '../../src/data/pricing';
import { dataRetentionMonthsAtMost } from '../../src/data/privacy';
import { publishedLocaleCodes } from '../../src/i18n/locales';
import { localizePath } from '../../src/i18n/urls';
import {
  allPages,
  contentEntries,
  frontmatterOf,
  htmlFileOf,
  normalizeText,
  readHtml,
  textOf,
  ui,
  visibleText,
} from '../support/site';

/** Every sections page (solutions, landing pages, the case study, the platform, games), per locale. */
const sectionsPages = contentEntries().flatMap((entry) =>
  publishedLocaleCodes.flatMap((locale) => {
    const meta = entry.byLocale[locale];
    return meta?.type === 'sections'
      ? [{ route: entry.route, locale, url: localizePath(entry.route, locale), meta }]
      : [];
  }),
);

const mainOf = (url: string) => readHtml(htmlFileOf(url)).querySelector('main')!;

// A real client and the samples read as two kinds of proof: the real one leads, with its results
// as headline figures and the case behind it; the samples follow under a heading that names them
// examples before any is read, their figure in running text as the example's outcome or target.
describe('client cards: the real case leads, the samples are labelled as a group', () => {
  for (const { url, locale, meta } of sectionsPages) {
    const block = meta.blocks.find((b) => b.kind === 'client-cards');
    if (block?.kind !== 'client-cards') continue;
    it(url, () => {
      const root = mainOf(url).querySelector('[data-block="client-cards"]')!;
      const cards = root.querySelectorAll('article');
      const confirmed = block.items.filter((item) => item.status === 'confirmed');
      const samples = block.items.filter((item) => item.status === 'sample');
      expect(cards).toHaveLength(block.items.length);

      // The confirmed clients first, each marked as a client's case, with its headline figures.
      for (const [index, item] of confirmed.entries()) {
        const card = cards[index]!;
        expect(card.getAttribute('data-client')).toBe('confirmed');
        expect(textOf(card)).toContain(ui(locale, 'proof.realCase'));
        expect(card.querySelectorAll('dd')).toHaveLength(item.metrics.length);
        if (item.caseStudy) {
          expect(
            card.querySelectorAll(`a[href="${localizePath(item.caseStudy, locale)}"]`),
          ).toHaveLength(1);
        }
      }

      // The samples, all in one group whose heading names them examples, above the cards.
      const group = root.querySelector('[data-client-group="sample"]');
      if (samples.length === 0) {
        expect(group).toBeNull();
      } else {
        expect(group).not.toBeNull();
        const heading = group!.querySelector('h3')!;
        expect(textOf(heading)).toBe(ui(locale, 'proof.samples'));
        const inGroup = group!.querySelectorAll('article');
        expect(inGroup.map((card) => card.getAttribute('data-client'))).toEqual(
          samples.map(() => 'sample'),
        );
        expect(group!.innerHTML.indexOf('<h3')).toBeLessThan(group!.innerHTML.indexOf('<article'));
        for (const card of inGroup) {
          // No headline stat: the figure is a line under the caption of what it is.
          expect(card.querySelectorAll('dl, dd')).toHaveLength(0);
          expect(textOf(card)).toContain(ui(locale, `proof.figures.${block.sampleFigures}`));
          expect(textOf(card)).not.toContain(ui(locale, 'proof.realCase'));
        }
      }
      for (const card of cards.slice(0, confirmed.length)) {
        expect(card.closest('[data-client-group="sample"]')).toBeNull();
      }

      // One "read more" style, whether it leaves for the case or opens in place.
      const readMore = root
        .querySelectorAll('a, button')
        .filter((control) => visibleText(control) === ui(locale, 'clients.readMore'));
      expect(new Set(readMore.map((control) => control.getAttribute('class'))).size).toBe(
        readMore.length ? 1 : 0,
      );
    });
  }

  it('the template pages open their client cards on the Taco Bell case', () => {
    const pages = sectionsPages.filter(({ route }) =>
      ['/onboarding', '/compliance', '/upskilling', '/training'].includes(route),
    );
    expect(pages).toHaveLength(4 * publishedLocaleCodes.length);
    for (const { url, locale } of pages) {
      const first = mainOf(url).querySelector('[data-block="client-cards"] article')!;
      expect(first.getAttribute('data-client'), url).toBe('confirmed');
      expect(
        first.querySelector(`a[href="${localizePath('/caso-taco-bell', locale)}"]`),
        url,
      ).not.toBeNull();
    }
  });
});

/** The links of a band that go to a destination, with their visible labels. */
function destinationLabels(band: HTMLElement): Record<string, string[]> {
  const labels: Record<string, string[]> = {};
  for (const link of band.querySelectorAll('a[href]')) {
    const name = Object.entries(destinations).find(
      ([, href]) => href === link.getAttribute('href'),
    )?.[0];
    if (name) labels[name] = [...(labels[name] ?? []), visibleText(link)];
  }
  return labels;
}

// DECISIONS.md "Calls to action": every companies page's hero offers the free start and a talk
// with sales, under their one label each.
describe('every companies hero offers both calls to action', () => {
  it.each(sectionsPages)('$url', ({ url, locale }) => {
    const hero = mainOf(url).querySelector('[data-block="hero"]')!;
    const labels = destinationLabels(hero);
    expect(labels.register).toEqual([normalizeText(ui(locale, 'nav.startFree'))]);
    expect(labels.sales).toEqual([normalizeText(ui(locale, 'nav.sales'))]);
  });
});

// Where the spec gives no client proof, the facts the site can state sit beside the closing
// buttons of every companies page, their figures read from src/data; never on the legal texts.
describe('the facts strip', () => {
  const companiesTrial = audiences.companies.plans.filter((plan) => plan.trial);

  it('the companies have one plan with a trial', () => {
    expect(companiesTrial).toHaveLength(1);
  });

  it.each(sectionsPages)('$url: beside the closing buttons, its figures from src/data', (page) => {
    const { url, locale } = page;
    const blocks = mainOf(url).querySelectorAll('[data-block]');
    const band = blocks.at(-1)!;
    expect(band.getAttribute('data-block')).toBe('cta');
    const strip = band.querySelector('[data-facts]');
    expect(strip, 'facts strip in the closing band').not.toBeNull();
    const fact = (key: string) => textOf(strip!.querySelector(`[data-fact="${key}"]`)!);
    // The trial names the companies' trial plan and its length, and leads to the companies' plans.
    const [plan] = companiesTrial;
    expect(fact('trial')).toBe(
      normalizeText(
        ui(locale, 'proof.facts.trial', {
          days: String(plan!.trial!.days),
          plan: plan!.name,
          audience: ui(locale, 'proof.facts.audiences.companies'),
        }),
      ),
    );
    expect(strip!.querySelector('[data-fact="trial"] a')!.getAttribute('href')).toBe(
      localizePath('/pricing#companies', locale),
    );
    expect(fact('cancel')).toBe(ui(locale, 'proof.facts.cancel'));
    expect(fact('support')).toBe(ui(locale, 'proof.facts.support'));
    expect(strip!.querySelector('[data-fact="rights"] a')!.getAttribute('href')).toBe(
      localizePath('/politica-privacidad', locale),
    );
  });

  // What the sales button starts is said under it; a band without one says nothing of it.
  it.each(allPages())(
    '$url: a closing band with the sales button says where it leads',
    ({ url, locale }) => {
      for (const band of mainOf(url).querySelectorAll('[data-block="cta"]')) {
        const sales = band.querySelector(`a[href="${destinations.sales}"]`);
        const note = band.querySelector('[data-next="sales"]');
        if (!sales) {
          expect(note, url).toBeNull();
          continue;
        }
        expect(textOf(note!)).toBe(normalizeText(ui(locale, 'cta.salesNext')));
      }
    },
  );

  it('the sales button closes pages in every locale', () => {
    const closing = allPages().filter((page) =>
      mainOf(page.url).querySelector(`[data-block="cta"] [data-next="sales"]`),
    );
    expect(new Set(closing.map((page) => page.locale))).toEqual(new Set(publishedLocaleCodes));
  });

  it('the privacy policy states the same retention, from the same data', () => {
    for (const locale of publishedLocaleCodes) {
      const text = textOf(mainOf(localizePath('/politica-privacidad', locale)));
      const months = [...text.matchAll(/(\d+)\s(?:meses|months|mois)\b/g)].map((m) => m[1]);
      expect(months.length, locale).toBeGreaterThan(0);
      expect(new Set(months), locale).toEqual(new Set([String(dataRetentionMonthsAtMost)]));
    }
  });

  // A page for every audience (home, pricing, the blog…) carries the strip too, its trial leading
  // to the plans as the pricing page opens them.
  const forEveryone = allPages().filter(
    (page) =>
      page.type !== 'sections' &&
      readHtml(htmlFileOf(page.url)).querySelector('[data-facts] [data-fact="trial"]'),
  );
  it('pages for everyone carry the strip too', () => {
    expect(forEveryone.map((page) => page.type)).toEqual(
      expect.arrayContaining(['home', 'pricing']),
    );
  });
  // Its trial names every plan with one, without their lengths, which differ.
  it.each(forEveryone)('$url: its trial leads to the plans', ({ url, locale }) => {
    const trial = readHtml(htmlFileOf(url)).querySelector('[data-fact="trial"]')!;
    const plans = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
      plansWithTrial().map((plan) =>
        ui(locale, 'proof.facts.planFor', {
          plan: plan.name,
          audience: ui(locale, `proof.facts.audiences.${audienceOf(plan.id)}`),
        }),
      ),
    );
    expect(textOf(trial)).toBe(ui(locale, 'proof.facts.trialPlans', { plans }));
    expect(textOf(trial)).not.toMatch(/\d/);
    expect(trial.querySelector('a')!.getAttribute('href')).toBe(localizePath('/pricing', locale));
  });

  it.each(allPages().filter((page) => page.type === 'legal' || page.type === 'affiliates'))(
    '$url: none',
    ({ url }) => {
      expect(readHtml(htmlFileOf(url)).querySelector('[data-facts]')).toBeNull();
    },
  );
});

// A body block's facts card (the case study's "at a glance") states, beside the prose, each of its
// front-matter's facts as a label and its value, in the page's typography.
describe('a facts card beside the prose', () => {
  const withFacts = sectionsPages.flatMap(({ url, locale, meta }) =>
    meta.blocks.flatMap((block) => (block.kind === 'body' && block.facts ? [{ url, locale }] : [])),
  );
  it('the case study has one in every locale', () => {
    expect(withFacts.length).toBeGreaterThanOrEqual(publishedLocaleCodes.length);
  });
  it.each(withFacts)('$url', ({ url, locale }) => {
    const route = sectionsPages.find((page) => page.url === url)!.route;
    const facts = frontmatterOf(route, locale, 'sections').blocks.flatMap((block) =>
      block.kind === 'body' && block.facts ? [block.facts] : [],
    )[0];
    const card = mainOf(url).querySelector('[data-block="body"] aside')!;
    expect(textOf(card.querySelector('h2')!)).toBe(normalizeText(facts!.title));
    expect(card.querySelectorAll('dt').map(textOf)).toEqual(
      facts!.items.map((item) => normalizeText(item.label)),
    );
    expect(card.querySelectorAll('dd').map(textOf)).toEqual(
      facts!.items.map((item) => normalizeText(item.value)),
    );
  });
});
