import { Icon } from '../components/ui/Icon';
import { ProseBand } from '../components/solutions/ProseBand';
import { SimulatorStats } from '../components/solutions/SimulatorStats';
import { Badge } from '../components/ui/Badge';
import { ButtonLink } from '../components/ui/ButtonLink';
import { Hero } from '../components/ui/Hero';
import { NumberedSteps } from '../components/ui/NumberedSteps';
import { Section } from '../components/ui/Section';
import { registerUrl } from '../config/site';
import { useLocale } from '../lib/useLocale';
import { usePageMeta } from '../lib/usePageMeta';
import { FeatureGrid } from '../components/ui/FeatureGrid';
import { RegisterCtaBanner } from '../components/ui/RegisterCtaBanner';

/** Sales, marketing and customer-service offers: hero, how it works, what you get, CTA. */
export default function Page() {
  const page = usePageMeta('offer');
  const { localize } = useLocale();
  return (
    <>
      <Hero
        badge={<Badge>{page.hero.eyebrow}</Badge>}
        title={page.hero.title}
        subtitle={page.hero.description}
        actions={
          <ButtonLink href={registerUrl} external size="lg">
            {page.hero.cta}
          </ButtonLink>
        }
        footnote={
          <ul className="flex flex-col items-center gap-2 text-base text-slate-700 sm:flex-row sm:justify-center sm:gap-6">
            {page.hero.checks.map((check) => (
              <li key={check} className="flex items-center gap-2">
                <Icon name="check" className="size-5 text-brand-600" />
                {check}
              </li>
            ))}
          </ul>
        }
      />
      <ProseBand />
      <Section title={page.steps.title} tone="brand">
        <NumberedSteps steps={page.steps.items} />
      </Section>
      {page.simulator && (
        <Section title={page.simulator.title} subtitle={page.simulator.body} tone="dark">
          <SimulatorStats />
          <p className="mt-10 text-center">
            <a
              href={localize('/games/simulador-ventas')}
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-300 underline-offset-4 hover:underline"
            >
              {page.simulator.link}
              <Icon name="arrow-right" className="size-5" />
            </a>
          </p>
        </Section>
      )}
      <Section title={page.outcomes.title}>
        <FeatureGrid items={page.outcomes.items} />
      </Section>
      <RegisterCtaBanner title={page.cta.title} body={page.cta.body} button={page.cta.button} />
    </>
  );
}

// This page type renders its MDX body, so the browser can load it on client-side navigation.
export { contentLoaders } from 'virtual:content-bodies/offer';
