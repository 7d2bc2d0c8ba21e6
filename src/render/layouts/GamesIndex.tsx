import { useTranslation } from 'react-i18next';
import { CardGrid } from '../components/resources/CardGrid';
import { CtaBlock } from '../components/blocks/TextBlocks';
import { ContentCard } from '../components/resources/ContentCard';
import { Badge } from '../components/ui/Badge';
import { Hero } from '../components/ui/Hero';
import { Section } from '../components/ui/Section';
import { UseCaseGrid } from '../components/ui/UseCaseGrid';
import { usePageCards } from '../hooks/usePageCards';
import type { LayoutProps } from './index';

/** /games: every game page, in the blog's card shape, then what else the same editor builds. */
export default function Page({ page }: LayoutProps<'games-index'>) {
  const { t } = useTranslation();
  const cards = usePageCards();
  return (
    <>
      <Hero
        badge={<Badge>{page.hero.eyebrow}</Badge>}
        title={page.hero.title}
        subtitle={page.hero.subtitle}
        compact
      />
      <CardGrid>
        {cards.map((card) => (
          <li key={card.route}>
            <ContentCard card={card} linkLabel={t('games.play')} wide={cards.length === 1} />
          </li>
        ))}
      </CardGrid>
      <Section title={page.kinds.title} subtitle={page.kinds.subtitle} tone="muted">
        <UseCaseGrid items={page.kinds.items} list />
      </Section>
      <CtaBlock block={{ kind: 'cta', ...page.cta }} />
    </>
  );
}
