import { ClientCard } from '../components/solutions/ClientCard';
import { IconList } from '../components/solutions/IconList';
import { ProseBand } from '../components/solutions/ProseBand';
import { Badge } from '../components/ui/Badge';
import { ButtonLink } from '../components/ui/ButtonLink';
import { Hero } from '../components/ui/Hero';
import { LogoStrip } from '../components/ui/LogoStrip';
import { Section } from '../components/ui/Section';
import { registerUrl } from '../config/site';
import { usePageMeta } from '../lib/usePageMeta';
import { FeatureGrid } from '../components/ui/FeatureGrid';
import { RegisterCtaBanner } from '../components/ui/RegisterCtaBanner';

/** Solution template (/onboarding, /compliance, /upskilling, /training), all from front-matter. */
export default function Page() {
  const page = usePageMeta('solution');
  return (
    <>
      <Hero
        badge={<Badge>{page.hero.badge}</Badge>}
        title={page.hero.title}
        subtitle={page.hero.subtitle}
        actions={
          <ButtonLink href={registerUrl} external size="lg">
            {page.hero.cta}
          </ButtonLink>
        }
      />
      <LogoStrip title={page.logos.title} />
      <ProseBand title={page.problem.title} />
      <Section title={page.benefits.title} tone="brand">
        <FeatureGrid items={page.benefits.items} />
      </Section>
      <Section title={page.features.title}>
        <IconList items={page.features.items} />
      </Section>
      <Section title={page.clients.title} tone="muted">
        <ul className="grid gap-6 lg:grid-cols-3">
          {page.clients.items.map((client) => (
            <li key={client.company}>
              <ClientCard client={client} />
            </li>
          ))}
        </ul>
      </Section>
      <RegisterCtaBanner title={page.cta.title} body={page.cta.body} button={page.cta.button} />
    </>
  );
}

// This page type renders its MDX body, so the browser can load it on client-side navigation.
export { contentLoaders } from 'virtual:content-bodies/solution';
