import { ProseBand } from '../components/solutions/ProseBand';
import { Badge } from '../components/ui/Badge';
import { ButtonLink } from '../components/ui/ButtonLink';
import { Hero } from '../components/ui/Hero';
import { Section } from '../components/ui/Section';
import { registerUrl } from '../config/site';
import { usePageMeta } from '../lib/usePageMeta';
import { FeatureGrid } from '../components/ui/FeatureGrid';
import { RegisterCtaBanner } from '../components/ui/RegisterCtaBanner';

/** Landing pages (recruitment, training, engagement, gamified onboarding). */
export default function Page() {
  const page = usePageMeta('landing');
  return (
    <>
      <Hero
        badge={<Badge>{page.hero.eyebrow}</Badge>}
        title={page.hero.title}
        subtitle={page.hero.subtitle}
        actions={
          <ButtonLink href={registerUrl} external size="lg">
            {page.hero.cta}
          </ButtonLink>
        }
      />
      <ProseBand />
      <Section title={page.benefits.title} tone="brand">
        <FeatureGrid items={page.benefits.items} />
      </Section>
      <Section title={page.features.title}>
        <FeatureGrid items={page.features.items} perRow={3} />
      </Section>
      <Section title={page.results.title} tone="muted">
        <ul className="grid gap-6 lg:grid-cols-3">
          {page.results.items.map((result) => (
            <li
              key={result.company}
              className="flex flex-col rounded-card bg-white p-6 shadow-card ring-1 ring-slate-900/5 sm:p-8"
            >
              <p className="text-4xl font-extrabold tracking-tight text-brand-700">
                {result.value}
              </p>
              <p className="mt-1 font-semibold text-slate-900">{result.label}</p>
              <p className="mt-5 flex-1 leading-7 text-slate-600">{result.summary}</p>
              <p className="mt-6 border-t border-slate-100 pt-4 text-sm">
                <span className="font-bold text-slate-950">{result.company}</span>
                <span className="text-slate-600"> · {result.sector}</span>
              </p>
            </li>
          ))}
        </ul>
      </Section>
      <RegisterCtaBanner title={page.cta.title} body={page.cta.body} button={page.cta.button} />
    </>
  );
}

// This page type renders its MDX body, so the browser can load it on client-side navigation.
export { contentLoaders } from 'virtual:content-bodies/landing';
