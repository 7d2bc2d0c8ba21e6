import { ProseBand } from '../../src/components/solutions/ProseBand';
import { Badge } from '../../src/components/ui/Badge';
import { Hero } from '../../src/components/ui/Hero';
import { Section } from '../../src/components/ui/Section';
import { UseCaseGrid } from '../../src/components/ui/UseCaseGrid';
import { usePageMeta } from '../../src/lib/usePageMeta';
import { RegisterCtaBanner } from '../../src/components/ui/RegisterCtaBanner';

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
