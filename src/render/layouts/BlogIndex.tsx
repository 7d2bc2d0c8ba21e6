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
              // The date and reading time on a line, the byline under them: one wrapping line
              // of three parts left a "·" or half a byline at a line's end (eleventh and twelfth
              // design reviews). Narrower than 640 px the three parts stack, with no dot.
              // The spaces keep the parts apart in copied text and reader modes.
              meta={
                <>
                  <span className="flex flex-col sm:flex-row sm:flex-wrap sm:gap-x-2">
                    {card.date && <span>{formatDate(card.date, locale)}</span>}{' '}
                    {card.readingTime && (
                      <>
                        <span aria-hidden="true" className="max-sm:hidden">
                          {' · '}
                        </span>{' '}
                        <span>{t('article.readingTime', { minutes: card.readingTime })}</span>
                      </>
                    )}
                  </span>{' '}
                  {card.author && (
                    <span className="block">{t('article.by', { author: card.author })}</span>
                  )}
                </>
              }
            />
          </li>
        ))}
      </CardGrid>
      <CtaBlock block={{ kind: 'cta', ...page.cta }} />
    </>
  );
}
