import { ProseBand } from '../components/solutions/ProseBand';
import { Badge } from '../components/ui/Badge';
import { Hero } from '../components/ui/Hero';
import { Section } from '../components/ui/Section';
import { UseCaseGrid } from '../components/ui/UseCaseGrid';
import { usePageMeta } from '../lib/usePageMeta';
import { RegisterCtaBanner } from '../components/ui/RegisterCtaBanner';

/** /plataforma: the hub of the nine use cases. */
export default function Page() {
  const page = usePageMeta('platform');
  return (
    <>
      <Hero
        badge={<Badge>{page.hero.eyebrow}</Badge>}
        title={page.hero.title}
        subtitle={page.hero.subtitle}
      />
      <ProseBand />
      <Section id="use-cases" title={page.useCases.title} tone="muted">
        <UseCaseGrid items={page.useCases.items} />
      </Section>
      <RegisterCtaBanner title={page.cta.title} body={page.cta.body} button={page.cta.button} />
    </>
  );
}

// This page type renders its MDX body, so the browser can load it on client-side navigation.
export { contentLoaders } from 'virtual:content-bodies/platform';
