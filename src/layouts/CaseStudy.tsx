import { Icon } from '../components/ui/Icon';
import { ProseBand } from '../components/solutions/ProseBand';
import { Badge } from '../components/ui/Badge';
import { ButtonLink } from '../components/ui/ButtonLink';
import { DarkStat } from '../components/ui/DarkStat';
import { Hero } from '../components/ui/Hero';
import { Section } from '../components/ui/Section';
import { site } from '../config/site';
import { caseResultKeys, tacoBellResults } from '../data/caseStudy';
import { formatPercent } from '../lib/formatPercent';
import { useLocale } from '../lib/useLocale';
import { usePageMeta } from '../lib/usePageMeta';
import { FeatureGrid } from '../components/ui/FeatureGrid';
import { RegisterCtaBanner } from '../components/ui/RegisterCtaBanner';

/** /caso-taco-bell: challenge, objectives, solution, results (from src/data/caseStudy.ts). */
export default function Page() {
  const page = usePageMeta('case-study');
  const { locale } = useLocale();
  return (
    <>
      <Hero
        tone="dark"
        badge={<Badge tone="onDark">{page.hero.eyebrow}</Badge>}
        title={page.hero.title}
        subtitle={page.hero.subtitle}
        actions={
          <ButtonLink href={site.salesMeetingUrl} external size="lg" variant="inverse">
            {page.hero.salesCta}
          </ButtonLink>
        }
      />
      <ProseBand />
      <Section title={page.challenge.title} subtitle={page.challenge.body} tone="muted">
        <div className="mx-auto max-w-3xl rounded-card bg-white p-6 shadow-card ring-1 ring-slate-900/5 sm:p-8">
          <h3 className="text-lg font-bold text-slate-950">{page.objectives.title}</h3>
          <ul className="mt-5 grid gap-4 sm:grid-cols-2">
            {page.objectives.items.map((objective) => (
              <li key={objective} className="flex gap-3 text-slate-700">
                <Icon name="check" className="mt-1 size-5 shrink-0 text-brand-600" />
                {objective}
              </li>
            ))}
          </ul>
        </div>
      </Section>
      <Section title={page.solution.title}>
        <FeatureGrid items={page.solution.blocks} perRow={3} />
      </Section>
      <Section title={page.results.title} tone="dark">
        <dl className="grid gap-6 sm:grid-cols-3">
          {caseResultKeys.map((key) => (
            <DarkStat key={key} label={page.results.labels[key]} className="text-center">
              <span className="text-5xl font-extrabold tracking-tight text-white">
                {formatPercent(tacoBellResults[key], locale)}
              </span>
            </DarkStat>
          ))}
        </dl>
        <figure className="mx-auto mt-12 max-w-3xl text-center">
          <Icon name="quote" className="mx-auto size-10 text-accent-300" />
          <blockquote className="mt-4 text-xl leading-9 text-white sm:text-2xl">
            “{page.results.quote}”
          </blockquote>
          <figcaption className="mt-6 text-brand-100">
            <span className="font-semibold text-white">{page.results.quoteAuthor}</span> ·{' '}
            {page.results.quoteRole}
          </figcaption>
        </figure>
      </Section>
      <RegisterCtaBanner
        title={page.cta.title}
        body={page.cta.body}
        button={page.cta.demoCta}
        extra={
          <ButtonLink href={site.salesMeetingUrl} external size="lg" variant="outlineInverse">
            {page.hero.salesCta}
          </ButtonLink>
        }
      />
    </>
  );
}

// This page type renders its MDX body, so the browser can load it on client-side navigation.
export { contentLoaders } from 'virtual:content-bodies/case-study';
