import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { audiences } from '../../src/data/pricing';
import { publishedLocaleCodes } from '../../src/i18n/locales';
import { localizePath } from '../../src/i18n/urls';
import { serializeJsonLd } from '../../src/build/publishing/structuredData';
import { allPages, htmlFileOf, readHtml } from '../support/site';
import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { structuredDataTest } from 'structured-data-testing-tool';
import presets from 'structured-data-testing-tool/presets.js';

function blocks(url: string): Record<string, unknown>[] {
  return readHtml(htmlFileOf(url))
    .querySelectorAll('script[type="application/ld+json"]')
    .map((script) => JSON.parse(script.text) as Record<string, unknown>);
}

const types = (url: string) => blocks(url).map((block) => block['@type']);

describe('JSON-LD', () => {
  for (const locale of publishedLocaleCodes) {
    it(`home, pricing, article and nested pages carry their types (${locale})`, () => {
      expect(types(localizePath('/', locale))).toEqual(['Organization', 'WebSite']);
      expect(types(localizePath('/pricing', locale))).toEqual(['Product', 'FAQPage']);
      expect(types(localizePath('/blog/gamificacion-en-la-formacion-corporativa', locale))).toEqual(
        ['BlogPosting', 'BreadcrumbList'],
      );
      expect(types(localizePath('/playbooks/pitch-play', locale))).toEqual(['BreadcrumbList']);
      expect(types(localizePath('/compliance', locale))).toEqual([]);
    });
  }

  it('prices each plan as the page shows it first (billed yearly), lists both periods, and answers every FAQ', () => {
    interface Spec {
      price: number;
      minPrice?: number;
      unitCode: string;
      billingDuration?: { value: number };
    }
    const [product, faq] = blocks('/en/pricing') as [
      {
        image: string;
        offers: {
          name: string;
          price: number;
          priceCurrency: string;
          priceSpecification: Spec | Spec[];
        }[];
      },
      { mainEntity: { name: string; acceptedAnswer: { text: string } }[] },
    ];
    expect(product.image).toMatch(/^https:\/\/.*\.png$/);
    const plans = [...audiences.creators.plans, ...audiences.companies.plans];
    const offers = new Map(product.offers.map((offer) => [offer.name, offer]));
    for (const plan of plans) {
      const offer = offers.get(plan.name);
      if (plan.priceYearly !== null && plan.priceMonthly !== null) {
        expect(offer?.price, plan.name).toBe(plan.priceYearly);
        const specs = offer!.priceSpecification as Spec[];
        expect(specs.map((spec) => [spec.price, spec.billingDuration?.value])).toEqual([
          [plan.priceYearly, 12],
          [plan.priceMonthly, 1],
        ]);
      } else if (plan.customPrice && plan.customPrice.from !== null) {
        expect(offer?.price, plan.name).toBe(plan.customPrice.from);
        expect((offer!.priceSpecification as Spec).minPrice).toBe(plan.customPrice.from);
      } else {
        // "Talk to sales": no price to state, and an offer without one is invalid for Google.
        expect(offer, plan.name).toBeUndefined();
      }
    }
    expect(product.offers).toHaveLength(
      plans.filter(
        (plan) => plan.priceYearly !== null || (plan.customPrice && plan.customPrice.from !== null),
      ).length,
    );
    for (const offer of product.offers) {
      expect(offer.priceCurrency).toBe('EUR');
      for (const spec of [offer.priceSpecification].flat()) expect(spec.unitCode).toBe('MON');
    }
    expect(faq.mainEntity.length).toBeGreaterThanOrEqual(8);
    for (const question of faq.mainEntity)
      expect(question.acceptedAnswer.text.length).toBeGreaterThan(50);
  });

  it('dates and signs articles', () => {
    const [posting] = blocks(
      localizePath('/blog/gamificacion-en-la-formacion-corporativa', 'fr'),
    ) as [{ datePublished: string; author: { name: string }; inLanguage: string }];
    expect(posting.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(posting.author.name.length).toBeGreaterThan(2);
    expect(posting.inLanguage).toBe('fr');
  });

  it('escapes < so text can never close the script', () => {
    expect(serializeJsonLd({ text: '</script><b>' })).toBe('{"text":"\\u003c/script>\\u003cb>"}');
    for (const url of ['/', localizePath('/pricing', 'en')]) {
      const html = readFileSync(htmlFileOf(url), 'utf8');
      for (const match of html.matchAll(
        /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g,
      )) {
        expect(match[1]).not.toContain('<');
      }
    }
  });
});

describe("Google's structured-data rules", () => {
  // Two offline validators: Adobe's encodes Google's rich-result requirements for Product,
  // Offer, BreadcrumbList and Organization; structured-data-testing-tool's Google preset those for
  // articles and the organization.
  const pages = [...allPages().map((page) => page.url)].filter((url) => blocks(url).length > 0);

  it('finds JSON-LD on home, pricing, the article and nested pages in every locale', () => {
    expect(pages.length).toBeGreaterThanOrEqual(publishedLocaleCodes.length * 4);
  });

  it('reports 0 errors on every page with JSON-LD', { timeout: 60_000 }, async () => {
    const validator = new Validator();
    const errors: string[] = [];
    for (const url of pages) {
      const html = readFileSync(htmlFileOf(url), 'utf8');
      const extracted = new WebAutoExtractor({ addLocation: true, embedSource: [] }).parse(html);
      for (const issue of await validator.validate(extracted)) {
        if (issue.severity === 'ERROR')
          errors.push(`${url}: ${issue.issueMessage} at ${JSON.stringify(issue.path)}`);
      }
      try {
        await structuredDataTest(html, { presets: [presets.Google] });
      } catch (error) {
        const failed = (error as { res?: { failed: { test: string }[] } }).res?.failed;
        if (!failed) throw error;
        errors.push(...failed.map((test) => `${url}: ${test.test}`));
      }
    }
    expect(errors).toEqual([]);
  });
});
