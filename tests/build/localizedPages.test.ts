import type { HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { registerUrl, site } from '../../src/config/site';
import { tacoBellResults } from '../../src/data/caseStudy';
import {
  commissionExamples,
  monthlyCommission,
  referralsTotal,
  totalCommission,
} from '../../src/data/affiliates';
import { figures } from '../../src/data/figures';
import { homeFigures } from '../../src/data/homeFigures';
import { salesSimulatorResults } from '../../src/data/games';
import { newOnPlan, previousPlan, statusOf } from '../../src/data/capabilities';
import { audienceIds, audiences, limitRowIds, limitRows } from '../../src/data/pricing';
import { useCases } from '../../src/data/useCases';
import { publishedLocaleCodes, type Locale } from '../../src/i18n/locales';
import { localizePath } from '../../src/i18n/urls';
import { formatMoney } from '../../src/render/format/formatMoney';
import { formatPercent } from '../../src/render/format/formatPercent';
import { formatEuros } from '../../src/render/format/pricingText';
import { atLeast, capitalize } from '../../src/i18n/typography';
import {
  blockOf,
  frontmatterOf,
  htmlFileOf,
  linksNamed,
  normalizeText,
  readHtml,
  textOf,
  ui,
} from '../support/site';

// What each locale's pages show at first paint: texts, formatted figures and links, read from
// the pre-rendered HTML. Their behaviour (tabs, toggles, disclosures) is tested once, in
// Spanish, in tests/e2e; only what is rendered after an interaction is checked there per locale.

const newTab = { target: '_blank', rel: 'noopener noreferrer' };

function mainOf(route: string, locale: Locale): HTMLElement {
  return readHtml(htmlFileOf(localizePath(route, locale))).querySelector('main')!;
}

/** The one link named `name` (or the first of several, which must all go to `href`). */
function expectLink(root: HTMLElement, name: string, href: string, opens?: typeof newTab) {
  const links = linksNamed(root, name);
  expect(links.length, name).toBeGreaterThan(0);
  for (const link of links) {
    expect(link.getAttribute('href'), name).toBe(href);
    if (opens) {
      expect(link.getAttribute('target'), name).toBe(opens.target);
      expect(link.getAttribute('rel'), name).toBe(opens.rel);
    }
  }
}

/** Plan cards are articles named by their heading. */
function cardNamed(root: HTMLElement, name: string): HTMLElement {
  const card = root
    .querySelectorAll('article[aria-labelledby]')
    .find(
      (article) =>
        textOf(root.querySelector(`[id="${article.getAttribute('aria-labelledby')}"]`)!) === name,
    );
  if (!card) throw new Error(`No card named ${name}`);
  return card;
}

/** Expects the element's text to hold each of `texts`, whitespace normalised on both sides. */
function expectText(element: HTMLElement, ...texts: string[]) {
  for (const text of texts) expect(textOf(element)).toContain(normalizeText(text));
}

describe.each(publishedLocaleCodes)('pages as pre-rendered (%s)', (locale) => {
  const t = (key: string) => ui(locale, key);
  // Read while collecting, which has no time limit: the first read parses every content file.
  const home = frontmatterOf('/', locale, 'home');

  it('home: hero, use-case links, integrations in development, tabs and segment pitches', () => {
    const main = mainOf('/', locale);
    expect(textOf(main.querySelector('h1')!)).toBe(home.hero.title);
    // The figure in the locale's words: "Más de 10 000", "10,000+", "Plus de 10 000".
    expectText(
      main,
      `${capitalize(atLeast(homeFigures.playersAtLeast, locale), locale)} ${home.hero.socialProof}`,
    );
    // The one named client, by one of its case's results, linked to the case.
    const { clientCase } = home.hero;
    const caseFigure = figures[clientCase.figure];
    if (!('percent' in caseFigure)) throw new Error(`${clientCase.figure} is not a share`);
    expect(Object.values(tacoBellResults)).toContain(caseFigure.percent);
    expectText(main, `${formatPercent(caseFigure.percent, locale)} ${clientCase.result}`);
    expect(clientCase.link.to).toBe('/caso-taco-bell');
    expectLink(main, clientCase.link.label, localizePath(clientCase.link.to, locale));
    const [start, sales] = home.hero.actions;
    expect([start!.to, sales!.to]).toEqual(['register', 'sales']);
    expectLink(main, start!.label, registerUrl, newTab);
    expectLink(main, sales!.label, site.salesMeetingUrl, newTab);

    for (const [index, useCase] of useCases.entries()) {
      const links = main.querySelectorAll(`a[href="${localizePath(useCase.route, locale)}"]`);
      expect(links.some((link) => textOf(link).includes(home.useCases.items[index]!.title))).toBe(
        true,
      );
    }
    const integration = (id: string) => {
      const title = home.integrations.items.find((item) => item.id === id)!.title;
      // The list item whose heading is the integration's.
      return main
        .querySelectorAll('h3')
        .find((h3) => textOf(h3) === title)!
        .closest('li')!;
    };
    // What is in development is said once, over the group of it (issue 32: not on every card).
    const group = (id: string) => integration(id).parentNode!.parentNode as HTMLElement;
    expect(group('lms') === group('crm')).toBe(true);
    expectText(group('lms'), home.integrations.inDevelopment);
    expect(textOf(main).split(home.integrations.inDevelopment)).toHaveLength(2);
    expect(textOf(integration('api'))).not.toContain(home.integrations.inDevelopment);

    const tabs = main.querySelectorAll('[role="tab"]').map(textOf);
    expect(tabs).toEqual([
      ...home.features.tabs.map((tab) => tab.label),
      ...home.segments.items.map((segment) => segment.label),
    ]);
    // Most pitches end in sign-up; the seller's goes to the sales landing page instead.
    const entrepreneur = home.segments.items[1]!;
    const panel = main
      .querySelectorAll('[role="tabpanel"]')
      .find((p) => textOf(p.querySelector('h3')!) === entrepreneur.title)!;
    expectLink(panel, entrepreneur.cta, registerUrl, newTab);
  });

  it('pricing: both prices, labels and plan buttons of both audiences, and every answer', () => {
    const copy = frontmatterOf('/pricing', locale, 'pricing');
    const main = mainOf('/pricing', locale);
    const yearly = main.querySelector('input[type="radio"][value="yearly"]')!;
    expect(yearly.hasAttribute('checked')).toBe(true);
    const creators = main.querySelector('input[type="radio"][value="creators"]')!;
    expect(creators.hasAttribute('checked')).toBe(true);
    for (const id of audienceIds) {
      // Each audience's saving, in the yearly option's label.
      expectText(
        yearly.parentNode!.querySelector(`[data-audience="${id}"]`)!,
        copy.billing.save.replace('{{percent}}', String(audiences[id].yearlySavingPercent)),
      );
      for (const plan of audiences[id].plans) {
        const card = cardNamed(main, plan.name);
        if (plan.priceYearly !== null && plan.priceMonthly !== null) {
          const price = (billing: string) => card.querySelector(`[data-billing="${billing}"]`)!;
          expectText(price('yearly'), formatEuros(plan.priceYearly, locale));
          expectText(price('yearly'), copy.billing.billedYearly);
          expectText(price('monthly'), formatEuros(plan.priceMonthly, locale));
          expectText(price('monthly'), copy.billing.billedMonthly);
        } else if (plan.customPrice && plan.customPrice.from !== null) {
          expectText(card, copy.billing.from);
          expectText(card, formatEuros(plan.customPrice.from, locale));
          expectText(card, copy.billing.customFrom);
        } else if (plan.customPrice) expectText(card, copy.billing.customPrice);
        if (plan.popular) expectText(card, copy.labels.popular);
        if (plan.trial)
          expectText(card, copy.billing.trial.replace('{{days}}', String(plan.trial.days)));
        // One label per action across the site: the UI strings'; no "free" on a plan with no trial.
        const label =
          plan.cta === 'sales'
            ? ui(locale, 'nav.sales')
            : plan.trial
              ? ui(locale, 'nav.startFree')
              : copy.labels.choosePlan;
        expectLink(card, label, plan.cta === 'sales' ? site.salesMeetingUrl : registerUrl, newTab);
        // Its lines: what it adds to the plan before it, which it names.
        for (const id of newOnPlan(plan.id)) expectText(card, copy.features[id]!);
        const previous = previousPlan(plan.id);
        if (previous)
          expectText(card, copy.labels.includesPrevious.replace('{{plan}}', previous.name));
      }
    }
    // The spec's figures, in case the data drifted with the page.
    expectText(cardNamed(main, 'ENTERPRISE'), formatEuros(950, locale));
    expectText(cardNamed(main, 'STUDIO'), copy.labels.popular);
    expectText(cardNamed(main, 'Professional'), copy.labels.popular);
    for (const item of copy.faq.items) {
      expectText(main, item.q);
      expectText(main, item.a);
    }
  });

  it('pricing: the comparison table agrees with every card, and each switch card names its lowest price', () => {
    const copy = frontmatterOf('/pricing', locale, 'pricing');
    const main = mainOf('/pricing', locale);
    const number = new Intl.NumberFormat(locale);
    for (const id of audienceIds) {
      const plans = audiences[id].plans;
      const comparison = main
        .querySelectorAll(`[data-audience="${id}"]`)
        .find((part) => part.querySelector('[role="region"]'))!;
      const table = comparison.querySelector('[role="region"] table')!;
      expect(table, id).toBeTruthy();
      // On phones a switch names each plan, the popular one checked, and picks its column.
      const picker = comparison.querySelector('fieldset')!;
      expect(textOf(picker.querySelector('legend')!)).toBe(normalizeText(copy.compare.pick));
      expect(picker.querySelectorAll('label').map(textOf)).toEqual(plans.map((plan) => plan.name));
      const checked = picker.querySelector('input[checked]')!.getAttribute('value');
      expect(plans[Number(checked)]!.popular).toBe(true);
      for (const tr of table.querySelectorAll('tr')) {
        const columns = tr.querySelectorAll('td, th[scope="col"]');
        if (columns.length <= 1) continue;
        expect(columns.slice(-plans.length).map((c) => c.getAttribute('data-plan-column'))).toEqual(
          plans.map((_, index) => String(index)),
        );
      }
      const heads = table.querySelectorAll('thead th').map(textOf);
      expect(heads.slice(1)).toEqual(plans.map((plan) => plan.name));
      /** The cell of a row named `label`, in a plan's column. */
      const cell = (label: string, planIndex: number) => {
        const row = table
          .querySelectorAll('tbody tr')
          .find((tr) => textOf(tr.querySelector('th')!) === normalizeText(label));
        expect(row, label).toBeTruthy();
        const td = row!.querySelectorAll('td')[planIndex]!;
        // What a screen reader says: a check mark or a dash is drawn, and named in words.
        return td.querySelector('.sr-only') ?? td;
      };
      for (const [index, plan] of plans.entries()) {
        // Each quantity a card states is in its column, under the row that names it.
        for (const limit of plan.limits) {
          const rowId = limitRowIds.find((row) => {
            const { counted, unlimited } = limitRows[row];
            return counted === limit.key || (unlimited as readonly string[]).includes(limit.key);
          });
          if (!rowId) continue;
          expect(textOf(cell(copy.compare.rows[rowId], index))).toBe(
            'count' in limit ? number.format(limit.count) : copy.compare.unlimited,
          );
        }
        // What a card adds is included from its column on, and in none before it.
        for (const capability of newOnPlan(plan.id)) {
          for (const [other, otherPlan] of plans.entries()) {
            const text = textOf(cell(copy.features[capability]!, other));
            expect(text, `${capability} on ${otherPlan.name}`).toBe(
              other < index
                ? copy.compare.notIncluded
                : statusOf(capability) === 'inDevelopment'
                  ? copy.labels.inDevelopment
                  : copy.compare.included,
            );
          }
        }
      }
      // A count a plan keeps from a plan before it (its card does not restate it) names that plan.
      for (const rowId of limitRowIds) {
        const { counted, unlimited } = limitRows[rowId];
        const sets = (plan: (typeof plans)[number]) =>
          plan.limits.some(
            (limit) =>
              limit.key === counted || (unlimited as readonly string[]).includes(limit.key),
          );
        for (const [index, plan] of plans.entries()) {
          if (sets(plan)) continue;
          const setter = plans.slice(0, index).findLast(sets);
          const limit = setter?.limits.find((l) => l.key === counted);
          if (!setter || !limit) continue;
          expect(textOf(cell(copy.compare.rows[rowId], index)), `${rowId} on ${plan.name}`).toBe(
            normalizeText(
              `${number.format((limit as { count: number }).count)} ${copy.compare.same.replace('{{plan}}', setter.name)}`,
            ),
          );
        }
      }
      // The switch card names what the audience's plans start at, for each billing period.
      const switchCard = main
        .querySelector('[data-audience-switch="default"]')!
        .querySelector(`input[value="${id}"]`)!.parentNode!;
      for (const billing of ['yearly', 'monthly'] as const) {
        const prices = plans.flatMap((plan) => {
          const price = billing === 'yearly' ? plan.priceYearly : plan.priceMonthly;
          return price === null ? [] : [price];
        });
        expectText(
          switchCard.querySelector(`[data-billing="${billing}"]`)!,
          formatEuros(Math.min(...prices), locale),
        );
      }
    }
  });

  it('playbooks: each card links to its playbook; each playbook has its prompt or assistant', () => {
    const index = frontmatterOf('/playbooks', locale, 'playbooks-index');
    const cards = mainOf('/playbooks', locale).querySelectorAll('article');
    const slugs = ['pitch-play', 'story-spine-play', 'chapter-map-play', 'scene-script-play'];
    expect(cards).toHaveLength(slugs.length);
    for (const [position, slug] of slugs.entries()) {
      const playbook = frontmatterOf(`/playbooks/${slug}`, locale, 'playbook');
      const card = cards[position]!;
      expectText(card, playbook.category);
      expectText(card, playbook.summary);
      expectText(card, index.seeMore);
      expectLink(card, playbook.heading, localizePath(`/playbooks/${slug}`, locale));

      const main = mainOf(`/playbooks/${slug}`, locale);
      expect(textOf(main.querySelector('h1')!)).toBe(normalizeText(playbook.heading));
      expectLink(main, t('playbook.back'), localizePath('/playbooks', locale));
      const buttons = main.querySelectorAll('button').map(textOf);
      if (playbook.prompt) {
        expectText(main, playbook.problem.title);
        expectText(main, playbook.solution.title);
        expect(buttons).toContain(playbook.copyLabel);
        expect(main.querySelector('pre')!.text.trim()).toBe(playbook.prompt.trim());
      } else {
        expectLink(main, playbook.assistant!.label, playbook.assistant!.url, newTab);
        expect(buttons.filter((text) => /prompt/i.test(text))).toEqual([]);
        expect(main.querySelector('pre')).toBeNull();
      }
    }
  });

  it('blog and games: the cards link to the article and the game; the contents list its sections', () => {
    const route = '/blog/gamificacion-en-la-formacion-corporativa';
    const article = frontmatterOf(route, locale, 'article');
    const card = mainOf('/blog', locale).querySelector('article')!;
    expectText(card, article.excerpt);
    const byline = t('article.by').replace('{{author}}', article.author);
    expectText(card, byline);
    // Card images are decorative: nothing for a screen reader to announce.
    for (const img of card.querySelectorAll('img')) expect(img.getAttribute('alt')).toBe('');
    expect(card.querySelector('a')!.getAttribute('href')).toBe(localizePath(route, locale));

    const page = readHtml(htmlFileOf(localizePath(route, locale)));
    // Words and separators apart, as the text is copied or read: "By … · <date> · 8 min read".
    expect(textOf(page.querySelector('h1 + p')!)).toMatch(
      new RegExp(`^${byline.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · \\S.* · \\S`),
    );
    const toc = page
      .querySelectorAll('nav')
      .find((nav) => nav.getAttribute('aria-label') === t('article.toc'))!;
    const entries = toc.querySelectorAll('a');
    expect(entries.length).toBeGreaterThanOrEqual(6);
    for (const entry of entries) {
      const target = page.querySelector(`[id="${entry.getAttribute('href')!.slice(1)}"]`)!;
      expect(textOf(target)).toBe(textOf(entry));
    }

    const game = frontmatterOf('/games/simulador-ventas', locale, 'sections').card!;
    const games = mainOf('/games', locale).querySelectorAll('article');
    expect(games).toHaveLength(1);
    expectText(games[0]!, game.excerpt);
    expectLink(games[0]!, game.title, localizePath('/games/simulador-ventas', locale));
  });

  it('solutions: the client cards’ buttons, the case study’s results and the sales page’s', () => {
    const clients = mainOf('/upskilling', locale).querySelectorAll('article');
    expectLink(clients[0]!, t('clients.readMore'), localizePath('/caso-taco-bell', locale));
    for (const card of clients.slice(1)) {
      expect(textOf(card.querySelector('button')!)).toMatch(
        new RegExp(`^${t('clients.readMore')}`),
      );
    }

    // The spec's "Hablar con ventas" in the hero, beside the site's main call to action.
    const heroActions = blockOf('/caso-taco-bell', locale, 'hero').actions;
    expect(heroActions.map((action) => action.to)).toEqual(['register', 'sales']);
    const salesAction = heroActions.find((action) => action.to === 'sales');
    const [demoAction] = blockOf('/caso-taco-bell', locale, 'cta').actions;
    expect(demoAction!.to).toBe('register');
    const caseMain = mainOf('/caso-taco-bell', locale);
    expect(textOf(caseMain.querySelector('h1')!)).toBe(
      normalizeText(blockOf('/caso-taco-bell', locale, 'hero').title),
    );
    expectLink(caseMain, salesAction!.label, site.salesMeetingUrl, newTab);
    expectLink(caseMain, demoAction!.label, registerUrl, newTab);
    const stats = blockOf('/caso-taco-bell', locale, 'stats');
    expect(stats.items).toHaveLength(Object.keys(tacoBellResults).length);
    const pairs = caseMain
      .querySelectorAll('dl > div')
      .map((pair) => [textOf(pair.querySelector('dt')!), textOf(pair.querySelector('dd')!)]);
    for (const item of stats.items) {
      const value = figures[item.figure];
      if (!('percent' in value)) throw new Error(`${item.figure} is not a share`);
      expect(pairs).toContainEqual([
        normalizeText(item.label),
        normalizeText(formatPercent(value.percent, locale)),
      ]);
    }
    for (const value of Object.values(tacoBellResults)) {
      expectText(caseMain, formatPercent(value, locale));
    }

    // The simulator's figures are its own result: shown on its page, not retold as the sales
    // page's, which links there instead (issue 32: every figure where the spec puts it).
    const { completionAfter, completionBefore, engagementIncrease } = salesSimulatorResults;
    const simulatorFigures = [
      formatPercent(completionAfter, locale),
      formatPercent(completionBefore, locale),
      formatPercent(engagementIncrease, locale, { sign: true }),
    ];
    const simulatorMain = mainOf('/games/simulador-ventas', locale);
    for (const text of simulatorFigures) expectText(simulatorMain, text);
    const salesMain = mainOf('/ventas-gamificadas', locale);
    for (const text of simulatorFigures) {
      expect(normalizeText(textOf(salesMain))).not.toContain(normalizeText(text));
    }
    expect(
      salesMain
        .querySelectorAll('a')
        .some((a) => a.getAttribute('href') === localizePath('/games/simulador-ventas', locale)),
    ).toBe(true);
    for (const check of blockOf('/ventas-gamificadas', locale, 'hero').checks!) {
      expectText(salesMain, check);
    }

    // Taco Bell's card on each template page shows the case study's three results, and the same.
    const caseResults = Object.values(tacoBellResults).map((value) =>
      normalizeText(formatPercent(value, locale)),
    );
    for (const route of ['/onboarding', '/compliance', '/upskilling', '/training']) {
      const [taco] = mainOf(route, locale).querySelectorAll('[data-block="client-cards"] article');
      expect(
        taco!.querySelectorAll('dd').map((dd) => normalizeText(textOf(dd))),
        route,
      ).toEqual(caseResults);
    }
  });

  it('affiliates: the commission table in the locale’s format, and the join and pricing links', () => {
    const copy = frontmatterOf('/affiliates', locale, 'affiliates');
    const main = mainOf('/affiliates', locale);
    const table = main
      .querySelectorAll('table')
      .find((t) =>
        textOf(t.querySelector('caption')!).startsWith(
          normalizeText(copy.commission.caption.slice(0, 20)),
        ),
      )!;
    // Each example is a subscription amount, never a plan name the pricing page does not have.
    for (const example of commissionExamples) {
      const price = `${formatMoney(example.monthlyPrice, locale)}${copy.commission.perMonth}`;
      const row = table
        .querySelectorAll('tr')
        .find((tr) => textOf(tr.querySelector('th')!).endsWith(normalizeText(price)))!;
      expectText(row, formatMoney(monthlyCommission(example.monthlyPrice), locale));
      expectText(row, formatMoney(totalCommission(example.monthlyPrice), locale));
    }
    expectText(main, formatMoney(referralsTotal(), locale));
    // The spec's example plans are on no pricing card: the page never names them.
    expect(textOf(main)).not.toMatch(/Pro Creator|Studio Unlimited/);
    if (locale === 'en') {
      expectText(table, '€14.50');
      expectText(table, '€1,194');
    } else {
      expect(textOf(table)).toMatch(/14,50 €/);
    }

    const [join, prices] = copy.hero.actions;
    expect(copy.cta.actions).toEqual([join]);
    expect(linksNamed(main, join!.label)).toHaveLength(2);
    expectLink(main, join!.label, site.affiliatePortalUrl, newTab);
    expectLink(main, prices!.label, localizePath('/pricing', locale));
    expect(textOf(main)).not.toContain('{{');
    expectText(main, formatMoney(50, locale, 'USD', 'code'));
  });
});
