import { describe, expect, it } from 'vitest';
import { homeFigures } from '../../src/data/homeFigures';
import { plansWithTrial } from '../../src/data/pricing';
import { publishedLocaleCodes, type Locale } from '../../src/i18n/locales';
import { localizePath } from '../../src/i18n/urls';
import { siteTokenNames, siteTokenValues } from '../../src/content/siteTokens';
import { fillTokens } from '../../src/content/tokens';
import { typeset } from '../../src/i18n/typography';
import { allPages, htmlFileOf, readHtml, readMessages } from '../support/site';

/** The locale's word for days, plural and singular, as `Intl` writes "15 días" and "1 día". */
const dayWords = (locale: Locale) =>
  [15, 1].map((n) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'long' })
      .formatToParts(n)
      .filter((part) => part.type === 'unit')
      .map((part) => part.value)
      .join(''),
  );
/** A trial length as the copy writes it: `15 días`, `15 days`, `15-day`, `15 jours`. */
const trial = (locale: Locale, days: number) =>
  new RegExp(`(?<![\\d.,])${days}(?:[\\s\\u00a0]|-)(?:${dayWords(locale).join('|')})\\b`, 'u');
const trials = plansWithTrial();

/** What a reader sees of a page, its meta description (filled from front-matter) and its HTML. */
function pageText(route: string, locale: Locale) {
  const root = readHtml(htmlFileOf(localizePath(route, locale)));
  const html = root.toString();
  const description = root.querySelector('meta[name="description"]')?.getAttribute('content');
  for (const hidden of root.querySelectorAll('script, style, template')) hidden.remove();
  return {
    text: root.querySelector('body')!.textContent,
    description: description ?? '',
    root,
    html,
  };
}

const pages = allPages();

describe('figures from src/data through {{tokens}}', () => {
  it(
    'leave no token in what a page shows, and no site token anywhere in it',
    { timeout: 60_000 },
    () => {
      const leftovers = pages.flatMap(({ route, locale, url }) => {
        const { text, description, html } = pageText(route, locale);
        const shown = [...`${text} ${description}`.matchAll(/\{\{\s*\w+\s*\}\}/g)].map((m) => m[0]);
        const site = siteTokenNames.filter((name) => html.includes(`{{${name}}}`));
        return [...shown, ...site].map((token) => `${url}: ${token}`);
      });
      expect(leftovers).toEqual([]);
    },
  );

  for (const locale of publishedLocaleCodes) {
    it(`show each plan's trial length from src/data/pricing.ts in front-matter and bodies, and figures in UI strings (${locale})`, () => {
      const pricing = pageText('/pricing', locale);
      for (const plan of trials) {
        // Front-matter: under the plan's price, and in the FAQ answer.
        const card = pricing.root
          .querySelectorAll('article')
          .find((article) => article.querySelector('h2')?.text === plan.name)!;
        const lines = card.querySelectorAll('p').map((p) => p.text);
        expect(
          lines.some((line) => trial(locale, plan.trial!.days).test(line)),
          plan.name,
        ).toBe(true);
        const answer = pricing.root
          .querySelectorAll('details')
          .find((d) => trial(locale, plan.trial!.days).test(d.text));
        expect(answer?.text, plan.name).toContain(plan.name);
        // An MDX body: the terms name each plan's trial.
        expect(pageText('/condiciones-legales', locale).text).toMatch(
          trial(locale, plan.trial!.days),
        );
      }
      // A UI string (the article's call to action), filled by i18next.
      const { article } = readMessages(locale) as { article: { ctaBody: string } };
      // Typeset when bundled, then filled by i18next, as the page shows it.
      const ctaBody = fillTokens(typeset(locale, article.ctaBody), siteTokenValues(locale));
      expect(ctaBody).toContain(String(homeFigures.firstExperienceMinutes));
      expect(pageText('/blog/gamificacion-en-la-formacion-corporativa', locale).text).toContain(
        ctaBody,
      );
    });
  }
});
