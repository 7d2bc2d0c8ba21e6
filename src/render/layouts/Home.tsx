import { FeatureShowcase } from '../components/home/FeatureShowcase';
import { GamificationSection } from '../components/home/GamificationSection';
import { HomeHero } from '../components/home/HomeHero';
import { IntegrationsSection } from '../components/home/IntegrationsSection';
import { ExampleScenarios } from '../components/home/ExampleScenarios';
import { InterviewsSection } from '../components/home/InterviewsSection';
import { SegmentTabs } from '../components/home/SegmentTabs';
import { SupportStrip } from '../components/home/SupportStrip';
import { Section } from '../components/ui/Section';
import { UseCaseGrid } from '../components/ui/UseCaseGrid';
import type { LayoutProps } from './index';
import { island } from '../islands/Island';
import { CtaBlock } from '../components/blocks/TextBlocks';

const FeatureShowcaseIsland = island('feature-showcase', FeatureShowcase, { hydrate: 'visible' });
const SegmentTabsIsland = island('segment-tabs', SegmentTabs, { hydrate: 'visible' });

/** Home: the sections of spec section 2, in order, from the page's front-matter. */
export default function Page({ page: home }: LayoutProps<'home'>) {
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
      <ExampleScenarios testimonials={home.testimonials} />
      <SegmentTabsIsland segments={home.segments} />
      <SupportStrip support={home.support} />
      <CtaBlock block={{ kind: 'cta', ...home.cta }} />
    </>
  );
}
