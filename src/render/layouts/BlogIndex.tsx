import { useTranslation } from 'react-i18next';
import { CardGrid } from '../components/resources/CardGrid';
import { CtaBlock } from '../components/blocks/TextBlocks';
import { ContentCard } from '../components/resources/ContentCard';
import { Badge } from '../components/ui/Badge';
import { Hero } from '../components/ui/Hero';
import { formatDate } from '../format/formatDate';
import { useLocale } from '../hooks/useLocale';
import { usePageCards } from '../hooks/usePageCards';
import type { LayoutProps } from './index';

/** /blog: every article of the locale, newest first, read from their front-matter. */
export default function Page({ page }: LayoutProps<'blog-index'>) {
  const { t } = useTranslation();
  const { locale } = useLocale();
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
            <ContentCard
              card={card}
              linkLabel={t('article.readArticle')}
              wide={cards.length === 1}
              meta={[
                card.date && formatDate(card.date, locale),
                card.readingTime && t('article.readingTime', { minutes: card.readingTime }),
                card.author && t('article.by', { author: card.author }),
              ]
                .filter(Boolean)
                // A line breaks between its parts, never inside one ("Por el equipo de / Ludiqo"),
                // and the dot stays with the part before it.
                .map((part) => String(part).replaceAll(' ', '\u00a0'))
                .join('\u00a0· ')}
            />
          </li>
        ))}
      </CardGrid>
      <CtaBlock block={{ kind: 'cta', ...page.cta }} />
    </>
  );
}
