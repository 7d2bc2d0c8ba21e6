import { FeatureShowcase } from '../components/home/FeatureShowcase';
import { GamificationSection } from '../components/home/GamificationSection';
import { HomeHero } from '../components/home/HomeHero';
import { IntegrationsSection } from '../components/home/IntegrationsSection';
import { InterviewsSection } from '../components/home/InterviewsSection';
import { SegmentTabs } from '../components/home/SegmentTabs';
import { SupportStrip } from '../components/home/SupportStrip';
import { Section } from '../components/ui/Section';
import { TestimonialCard } from '../components/ui/TestimonialCard';
import { UseCaseGrid } from '../components/ui/UseCaseGrid';
import type { LayoutProps } from './index';
import { island } from '../islands/Island';
import { CtaBlock } from '../components/blocks/TextBlocks';
import { useTranslation } from 'react-i18next';

const FeatureShowcaseIsland = island('feature-showcase', FeatureShowcase, { hydrate: 'visible' });
const SegmentTabsIsland = island('segment-tabs', SegmentTabs, { hydrate: 'visible' });

/** Home: the sections of spec section 2, in order, from the page's front-matter. */
export default function Page({ page: home }: LayoutProps<'home'>) {
  const { t } = useTranslation();
  return (
    <>
      <HomeHero hero={home.hero} />
      <FeatureShowcaseIsland features={home.features} />
      <InterviewsSection interviews={home.interviews} />
      <GamificationSection gamification={home.gamification} />
      <Section id="use-cases" title={home.useCases.title} subtitle={home.useCases.subtitle}>
        <UseCaseGrid items={home.useCases.items} />
      </Section>
      <IntegrationsSection integrations={home.integrations} />
      <Section title={home.testimonials.title}>
        <ul className="grid gap-6 lg:grid-cols-3">
          {home.testimonials.items.map((testimonial) => (
            <li key={testimonial.role}>
              <TestimonialCard
                testimonial={{
                  ...testimonial,
                  // A composite has no name: the card speaks as a role, labelled as an example.
                  name: testimonial.role,
                  role: testimonial.sector,
                  company: testimonial.status === 'sample' ? t('proof.sample') : '',
                }}
              />
            </li>
          ))}
        </ul>
      </Section>
      <SegmentTabsIsland segments={home.segments} />
      <SupportStrip support={home.support} />
      <CtaBlock block={{ kind: 'cta', ...home.cta }} />
    </>
  );
}
