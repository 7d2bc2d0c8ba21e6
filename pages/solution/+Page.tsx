import { ClientCard } from '../../src/components/solutions/ClientCard';
import { IconList } from '../../src/components/solutions/IconList';
import { ProseBand } from '../../src/components/solutions/ProseBand';
import { Badge } from '../../src/components/ui/Badge';
import { ButtonLink } from '../../src/components/ui/ButtonLink';
import { CtaBanner } from '../../src/components/ui/CtaBanner';
import { FeatureCard } from '../../src/components/ui/FeatureCard';
import { Hero } from '../../src/components/ui/Hero';
import { LogoStrip } from '../../src/components/ui/LogoStrip';
import { Section } from '../../src/components/ui/Section';
import { registerUrl } from '../../src/config/site';
import { usePageMeta } from '../../src/lib/usePageMeta';

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
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {page.benefits.items.map((item) => (
            <FeatureCard key={item.title} {...item} />
          ))}
        </ul>
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
