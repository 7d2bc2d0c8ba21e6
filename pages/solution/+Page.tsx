import { ClientCard } from '../../src/components/solutions/ClientCard';
import { IconList } from '../../src/components/solutions/IconList';
import { ProseBand } from '../../src/components/solutions/ProseBand';
import { Badge } from '../../src/components/ui/Badge';
import { ButtonLink } from '../../src/components/ui/ButtonLink';
import { Hero } from '../../src/components/ui/Hero';
import { LogoStrip } from '../../src/components/ui/LogoStrip';
import { Section } from '../../src/components/ui/Section';
import { registerUrl } from '../../src/config/site';
import { usePageMeta } from '../../src/lib/usePageMeta';
import { FeatureGrid } from '../../src/components/ui/FeatureGrid';
import { RegisterCtaBanner } from '../../src/components/ui/RegisterCtaBanner';

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
