import { ProseBand } from '../components/solutions/ProseBand';
import { Badge } from '../components/ui/Badge';
import { ButtonLink } from '../components/ui/ButtonLink';
import { DarkStat } from '../components/ui/DarkStat';
import { Hero } from '../components/ui/Hero';
import { Section } from '../components/ui/Section';
import { registerUrl, site } from '../config/site';
import { salesSimulatorResults } from '../data/games';
import { formatPercent } from '../lib/formatPercent';
import { useLocale } from '../lib/useLocale';
import { usePageMeta } from '../lib/usePageMeta';
import { FeatureGrid } from '../components/ui/FeatureGrid';
import { RegisterCtaBanner } from '../components/ui/RegisterCtaBanner';

const discTones = {
  D: 'bg-rose-100 text-rose-800',
  I: 'bg-amber-100 text-amber-900',
  S: 'bg-emerald-100 text-emerald-800',
  C: 'bg-sky-100 text-sky-800',
} as const;

/** A game page (the sales simulator): DISC test, results as figures, a session, audience, CTA. */
export default function Page() {
  const page = usePageMeta('game');
  const { locale } = useLocale();
  const { completionBefore, completionAfter, engagementIncrease } = salesSimulatorResults;
  return (
    <>
      <Hero
        badge={<Badge>{page.hero.eyebrow}</Badge>}
        title={page.hero.title}
        subtitle={page.hero.subtitle}
        actions={
          <>
            <ButtonLink href={registerUrl} external size="lg">
              {page.hero.playCta}
            </ButtonLink>
            <ButtonLink href={site.salesMeetingUrl} external size="lg" variant="secondary">
              {page.hero.salesCta}
            </ButtonLink>
          </>
        }
        aside={
          <img
            src={page.image}
            alt=""
            width="1200"
            height="675"
            className="w-full rounded-card shadow-card ring-1 ring-slate-900/5"
          />
        }
      />
      <Section title={page.stats.title} tone="dark">
        <dl className="mx-auto grid max-w-4xl gap-6 sm:grid-cols-2">
          <DarkStat
            className="p-8"
            label={
              <>
                {page.stats.completionLabel}
                <span className="block text-sm text-brand-200">
                  {page.stats.completionNote
                    .replace('{{before}}', formatPercent(completionBefore, locale))
                    .replace('{{after}}', formatPercent(completionAfter, locale))}
                </span>
              </>
            }
          >
            <span className="flex flex-wrap items-baseline gap-x-4 text-4xl font-extrabold text-white sm:text-5xl">
              <span className="text-2xl text-brand-300 line-through decoration-2 sm:text-3xl">
                {formatPercent(completionBefore, locale)}
              </span>
              <span aria-hidden="true" className="text-accent-300">
                →
              </span>
              {formatPercent(completionAfter, locale)}
            </span>
            <StatBar percent={completionAfter} className="fill-accent-400" />
          </DarkStat>
          <DarkStat className="p-8" label={page.stats.engagementLabel}>
            <span className="block text-4xl font-extrabold text-white sm:text-5xl">
              {formatPercent(engagementIncrease, locale, { sign: true })}
            </span>
            <StatBar percent={engagementIncrease} className="fill-brand-400" />
          </DarkStat>
        </dl>
      </Section>
      <ProseBand />
      <Section title={page.disc.title} subtitle={page.disc.body} tone="muted">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {page.disc.profiles.map((profile) => (
            <li
              key={profile.letter}
              className="rounded-card bg-white p-6 shadow-card ring-1 ring-slate-900/5"
            >
              <span
                aria-hidden="true"
                className={`inline-flex size-12 items-center justify-center rounded-xl text-2xl font-extrabold ${discTones[profile.letter]}`}
              >
                {profile.letter}
              </span>
              <h3 className="mt-4 text-lg font-bold text-slate-950">{profile.name}</h3>
              <p className="mt-2 leading-7 text-slate-600">{profile.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={page.session.title}>
        <ol className="mx-auto grid max-w-3xl gap-4">
          {page.session.steps.map((step, index) => (
            <li key={step.title} className="flex gap-5 rounded-2xl bg-brand-50 p-6">
              <span
                aria-hidden="true"
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-bold text-slate-950">{step.title}</h3>
                <p className="mt-1 leading-7 text-slate-600">{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>
      <Section title={page.audience.title} tone="brand">
        <FeatureGrid items={page.audience.items} perRow={3} />
      </Section>
      <RegisterCtaBanner
        title={page.cta.title}
        body={page.cta.body}
        button={page.cta.button}
        extra={
          <ButtonLink href={site.salesMeetingUrl} external size="lg" variant="outlineInverse">
            {page.hero.salesCta}
          </ButtonLink>
        }
      />
    </>
  );
}

/**
 * A decorative bar filled to `percent`. An SVG width is an attribute, not inline style, so the
 * CSP needs no 'unsafe-inline' for it; rx of half the 12 px height rounds the ends fully.
 */
function StatBar({ percent, className }: { percent: number; className: string }) {
  return (
    <svg aria-hidden="true" className="mt-5 block h-3 w-full rounded-full bg-white/10">
      <rect width={`${percent}%`} height="100%" rx="6" className={className} />
    </svg>
  );
}

// This page type renders its MDX body, so the browser can load it on client-side navigation.
export { contentLoaders } from 'virtual:content-bodies/game';
