import { ProseBand } from '../../src/components/solutions/ProseBand';
import { Badge } from '../../src/components/ui/Badge';
import { ButtonLink } from '../../src/components/ui/ButtonLink';
import { CtaBanner } from '../../src/components/ui/CtaBanner';
import { Hero } from '../../src/components/ui/Hero';
import { Section } from '../../src/components/ui/Section';
import { UseCaseGrid } from '../../src/components/ui/UseCaseGrid';
import { registerUrl } from '../../src/config/site';
import { usePageMeta } from '../../src/lib/usePageMeta';

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
