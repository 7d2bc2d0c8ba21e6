import { CardGrid } from '../components/resources/CardGrid';
import { CtaBlock } from '../components/blocks/TextBlocks';
import { ContentCard } from '../components/resources/ContentCard';
import { ProseBand } from '../components/solutions/ProseBand';
import { Badge } from '../components/ui/Badge';
import { Hero } from '../components/ui/Hero';
import { usePageCards } from '../hooks/usePageCards';
import type { LayoutProps } from './index';

/** /playbooks: the playbook cards in their `order`, then how they chain together. */
export default function Page({ page }: LayoutProps<'playbooks-index'>) {
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
      <CtaBlock block={{ kind: 'cta', ...page.cta }} />
    </>
  );
}

// This page type renders its MDX body, so the browser can load it on client-side navigation.
export { contentLoaders } from 'virtual:content-bodies/playbooks-index';
