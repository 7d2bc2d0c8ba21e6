import { Icon } from '../../src/components/ui/Icon';
import { ProseBand } from '../../src/components/solutions/ProseBand';
import { SimulatorStats } from '../../src/components/solutions/SimulatorStats';
import { Badge } from '../../src/components/ui/Badge';
import { ButtonLink } from '../../src/components/ui/ButtonLink';
import { Hero } from '../../src/components/ui/Hero';
import { NumberedSteps } from '../../src/components/ui/NumberedSteps';
import { Section } from '../../src/components/ui/Section';
import { registerUrl } from '../../src/config/site';
import { useLocale } from '../../src/lib/useLocale';
import { usePageMeta } from '../../src/lib/usePageMeta';
import { FeatureGrid } from '../../src/components/ui/FeatureGrid';
import { RegisterCtaBanner } from '../../src/components/ui/RegisterCtaBanner';

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
