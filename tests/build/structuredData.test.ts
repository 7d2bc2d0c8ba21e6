import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localeCodes } from '../../src/i18n/locales';
import { localizePath } from '../../src/i18n/urls';
import { serializeJsonLd } from '../../src/publishing/structuredData';
import { htmlFileOf, readHtml } from '../support/site';

function blocks(url: string): Record<string, unknown>[] {
  return readHtml(htmlFileOf(url))
    .querySelectorAll('script[type="application/ld+json"]')
    .map((script) => JSON.parse(script.text) as Record<string, unknown>);
}

const types = (url: string) => blocks(url).map((block) => block['@type']);

describe('JSON-LD', () => {
  for (const locale of localeCodes) {
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

  it('prices every plan in EUR per month and answers every FAQ', () => {
    const [product, faq] = blocks('/en/pricing') as [
      {
        offers: {
          name: string;
          price?: number;
          priceCurrency: string;
          priceSpecification?: { unitCode: string };
        }[];
      },
      { mainEntity: { name: string; acceptedAnswer: { text: string } }[] },
    ];
    expect(product.offers.map((offer) => [offer.name, offer.price])).toEqual([
      ['CREATOR', 79],
      ['STUDIO', 249],
      ['STUDIO+', 499],
      ['ENTERPRISE', 950],
      ['Starter', 29],
      ['Professional', 99],
      ['Enterprise', undefined],
    ]);
    for (const offer of product.offers) {
      expect(offer.priceCurrency).toBe('EUR');
      if (offer.price) expect(offer.priceSpecification?.unitCode).toBe('MON');
    }
    expect(faq.mainEntity.length).toBeGreaterThanOrEqual(8);
    for (const question of faq.mainEntity)
      expect(question.acceptedAnswer.text.length).toBeGreaterThan(50);
  });

  it('dates and signs articles', () => {
    const [posting] = blocks('/fr/blog/gamificacion-en-la-formacion-corporativa') as [
      { datePublished: string; author: { name: string }; inLanguage: string },
    ];
    expect(posting.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(posting.author.name.length).toBeGreaterThan(2);
    expect(posting.inLanguage).toBe('fr');
  });

  it('escapes < so text can never close the script', () => {
    expect(serializeJsonLd({ text: '</script><b>' })).toBe('{"text":"\\u003c/script>\\u003cb>"}');
    for (const url of ['/', '/en/pricing']) {
      const html = readFileSync(htmlFileOf(url), 'utf8');
      for (const match of html.matchAll(
        /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g,
      )) {
        expect(match[1]).not.toContain('<');
      }
    }
  });
});
