import { CtaBlock } from '../components/blocks/TextBlocks';
import { PricingPlans } from '../components/pricing/PricingPlans';
import { Accordion } from '../components/ui/Accordion';
import { Hero } from '../components/ui/Hero';
import { Section } from '../components/ui/Section';
import type { LayoutProps } from './index';

/** Pricing: audience switch, billing toggle, plans, the FAQ (#faqs) and a sales band. */
export default function Page({ page: pricing }: LayoutProps<'pricing'>) {
  return (
    <>
      <Hero title={pricing.hero.title} subtitle={pricing.hero.subtitle} compact />
      <PricingPlans copy={pricing} />
      <Section id="faqs" title={pricing.faq.title} tone="white">
        <div className="mx-auto max-w-3xl">
          <Accordion
            items={pricing.faq.items.map((item) => ({ title: item.q, content: <p>{item.a}</p> }))}
          />
        </div>
      </Section>
      <CtaBlock block={{ kind: 'cta', ...pricing.contact }} />
    </>
  );
}
