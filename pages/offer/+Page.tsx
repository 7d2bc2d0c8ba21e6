import { ArrowRight, Check } from 'lucide-react';
import { ProseBand } from '../../src/components/solutions/ProseBand';
import { SimulatorStats } from '../../src/components/solutions/SimulatorStats';
import { Badge } from '../../src/components/ui/Badge';
import { ButtonLink } from '../../src/components/ui/ButtonLink';
import { CtaBanner } from '../../src/components/ui/CtaBanner';
import { FeatureCard } from '../../src/components/ui/FeatureCard';
import { Hero } from '../../src/components/ui/Hero';
import { Section } from '../../src/components/ui/Section';
import { registerUrl } from '../../src/config/site';
import { useLocale } from '../../src/lib/useLocale';
import { usePageMeta } from '../../src/lib/usePageMeta';

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
                <Check aria-hidden="true" className="size-5 text-brand-600" />
                {check}
              </li>
            ))}
          </ul>
        }
      />
      <ProseBand />
      <Section title={page.steps.title} tone="brand">
        <ol className="grid gap-6 lg:grid-cols-3">
          {page.steps.items.map((step, index) => (
            <li
              key={step.title}
              className="rounded-card bg-white p-6 shadow-card ring-1 ring-slate-900/5 sm:p-8"
            >
              <span
                aria-hidden="true"
                className="inline-flex size-11 items-center justify-center rounded-full bg-brand-600 text-lg font-extrabold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-5 text-lg font-bold text-slate-950">{step.title}</h3>
              <p className="mt-3 leading-7 text-slate-600">{step.description}</p>
            </li>
          ))}
        </ol>
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
              <ArrowRight aria-hidden="true" className="size-5" />
            </a>
          </p>
        </Section>
      )}
      <Section title={page.outcomes.title}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {page.outcomes.items.map((item) => (
            <FeatureCard key={item.title} {...item} />
          ))}
        </ul>
      </Section>
      <CtaBanner
        title={page.cta.title}
        body={page.cta.body}
        actions={
          <ButtonLink href={registerUrl} external size="lg" variant="inverse">
            {page.cta.button}
          </ButtonLink>
        }
      />
    </>
  );
}
