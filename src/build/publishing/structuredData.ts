import type {
  BlogPosting,
  Offer,
  UnitPriceSpecification,
  BreadcrumbList,
  FAQPage,
  Organization,
  Product,
  Thing,
  WebSite,
  WithContext,
} from 'schema-dts';
import { site } from '../../config/site';
import type { Frontmatter } from '../../content/schema';
import { audiences, type Plan } from '../../data/pricing';
import type { Locale } from '../../i18n/locales';
import { absoluteUrl } from '../../i18n/urls';
import { socialImagePath } from './socialImagePath';

type Graph = WithContext<Thing>[];

const organization = (): WithContext<Organization> => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: site.brand,
  legalName: site.legal.legalName,
  url: site.siteUrl,
  logo: { '@type': 'ImageObject', url: `${site.siteUrl}/favicon.svg` },
  email: site.legal.contactEmail,
});

const plainTitle = (title: string) => title.replace(/\s*\|\s*Ludiqo$/, '');

function breadcrumbs(
  route: string,
  locale: Locale,
  title: string,
  parentNames: Record<string, string>,
): WithContext<BreadcrumbList> | null {
  const parent = `/${route.split('/')[1]}`;
  if (route.split('/').length < 3 || !parentNames[parent]) return null;
  const trail = [
    { name: site.brand, item: absoluteUrl('/', locale) },
    { name: parentNames[parent], item: absoluteUrl(parent, locale) },
    { name: plainTitle(title), item: absoluteUrl(route, locale) },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.item,
    })),
  };
}

type PricingPage = Extract<Frontmatter, { type: 'pricing' }>;

/** A monthly price billed every `months` months, as the plan card says it. */
function monthlyPrice(price: number, billed: string, months: number): UnitPriceSpecification {
  return {
    '@type': 'UnitPriceSpecification',
    name: billed,
    price,
    priceCurrency: 'EUR',
    unitCode: 'MON',
    billingDuration: { '@type': 'QuantitativeValue', value: months, unitCode: 'MON' },
  };
}

/**
 * A plan as Google reads an offer: its price is the one the page shows first (billed yearly),
 * and both billing periods are listed. A "from" price is a `minPrice`. A plan with no price at
 * all (talk to sales) is left out: an offer needs a price.
 */
function planOffer(plan: Plan, meta: PricingPage, url: string): Offer | null {
  const base = {
    '@type': 'Offer',
    name: plan.name,
    description: meta.plans[plan.id].description,
    url,
    priceCurrency: 'EUR',
  } as const;
  if (plan.priceMonthly !== null && plan.priceYearly !== null) {
    return {
      ...base,
      price: plan.priceYearly,
      priceSpecification: [
        monthlyPrice(plan.priceYearly, meta.billing.billedYearly, 12),
        monthlyPrice(plan.priceMonthly, meta.billing.billedMonthly, 1),
      ],
    };
  }
  if (plan.customPrice && plan.customPrice.from !== null) {
    const from = plan.customPrice.from;
    return {
      ...base,
      price: from,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        name: `${meta.billing.from} ${from}`,
        price: from,
        minPrice: from,
        priceCurrency: 'EUR',
        unitCode: 'MON',
      },
    };
  }
  return null;
}

/**
 * The schema.org blocks of a page: Organization and WebSite on home, Product with an Offer per
 * plan and FAQPage on pricing, BlogPosting on articles, BreadcrumbList on nested pages.
 */
export function structuredData(
  meta: Frontmatter,
  route: string,
  locale: Locale,
  parentNames: Record<string, string>,
): Graph {
  const url = absoluteUrl(route, locale);
  const blocks: Graph = [];
  if (meta.type === 'home') {
    const website: WithContext<WebSite> = {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: site.brand,
      url,
      inLanguage: locale,
      description: meta.description,
    };
    blocks.push(organization(), website);
  }
  if (meta.type === 'pricing') {
    const plans = [...audiences.creators.plans, ...audiences.companies.plans];
    const product: WithContext<Product> = {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: site.brand,
      description: meta.description,
      brand: { '@type': 'Brand', name: site.brand },
      image: site.siteUrl + (meta.socialImage ?? socialImagePath(route, locale)),
      url,
      offers: plans.flatMap((plan) => {
        const offer = planOffer(plan, meta, url);
        return offer ? [offer] : [];
      }),
    };
    const faq: WithContext<FAQPage> = {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      inLanguage: locale,
      mainEntity: meta.faq.items.map((item) => ({
        '@type': 'Question',
        name: item.q,
        acceptedAnswer: { '@type': 'Answer', text: item.a },
      })),
    };
    blocks.push(product, faq);
  }
  if (meta.type === 'article') {
    const posting: WithContext<BlogPosting> = {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: plainTitle(meta.title),
      description: meta.description,
      inLanguage: locale,
      datePublished: meta.date,
      dateModified: meta.date,
      // Articles are signed by the team, not by a person, until a real author is confirmed.
      author: { '@type': 'Organization', name: meta.author, url: site.siteUrl },
      publisher: organization(),
      image: site.siteUrl + (meta.socialImage ?? socialImagePath(route, locale)),
      keywords: meta.keywords.join(', '),
      mainEntityOfPage: url,
      url,
    };
    blocks.push(posting);
  }
  const trail = breadcrumbs(route, locale, meta.title, parentNames);
  if (trail) blocks.push(trail);
  return blocks;
}

/** JSON for a `<script type="application/ld+json">`: `<` is escaped so no text can close it. */
export function serializeJsonLd(block: unknown): string {
  return JSON.stringify(block)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
