import { CardGrid } from '../../src/components/resources/CardGrid';
import { ContentCard } from '../../src/components/resources/ContentCard';
import { ProseBand } from '../../src/components/solutions/ProseBand';
import { Badge } from '../../src/components/ui/Badge';
import { Hero } from '../../src/components/ui/Hero';
import { usePageCards } from '../../src/lib/usePageCards';
import { usePageMeta } from '../../src/lib/usePageMeta';

/** /playbooks: the playbook cards in their `order`, then how they chain together. */
export default function Page() {
  const page = usePageMeta('playbooks-index');
  return (
    <>
      <Hero
        badge={<Badge>{page.hero.eyebrow}</Badge>}
        title={page.hero.title}
        subtitle={page.hero.subtitle}
        compact
      />
      <CardGrid>
        {usePageCards().map((card) => (
          <li key={card.route}>
            <ContentCard card={card} linkLabel={page.seeMore} />
          </li>
        ))}
      </CardGrid>
      <ProseBand />
    </>
  );
}
