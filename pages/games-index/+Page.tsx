import { useTranslation } from 'react-i18next';
import { CardGrid } from '../../src/components/resources/CardGrid';
import { ContentCard } from '../../src/components/resources/ContentCard';
import { Badge } from '../../src/components/ui/Badge';
import { Hero } from '../../src/components/ui/Hero';
import { usePageCards } from '../../src/lib/usePageCards';
import { usePageMeta } from '../../src/lib/usePageMeta';

/** /games: every game page, in the blog's card shape. */
export default function Page() {
  const { t } = useTranslation();
  const page = usePageMeta('games-index');
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
            <ContentCard card={card} linkLabel={t('games.play')} />
          </li>
        ))}
      </CardGrid>
    </>
  );
}
