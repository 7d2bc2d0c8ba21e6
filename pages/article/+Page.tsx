import { useTranslation } from 'react-i18next';
import { PageContent } from '../../src/components/mdx/PageContent';
import { getLoadedContent } from '../../src/content/loadContent';
import { Prose } from '../../src/layouts/Prose';
import { formatDate } from '../../src/lib/formatDate';
import { useLocale } from '../../src/lib/useLocale';
import { usePageMeta } from '../../src/lib/usePageMeta';

/** Blog article: byline with date and reading time, then the MDX body. */
export default function Page() {
  const { t } = useTranslation();
  const { locale, route } = useLocale();
  const meta = usePageMeta('article');
  const { readingTime } = getLoadedContent(locale, route);
  return (
    <article className="mx-auto max-w-7xl px-4 pb-12 pt-28 sm:px-6 sm:pb-16 sm:pt-32 lg:px-8">
      <p className="mb-6 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
        <span>{t('article.by', { author: meta.author })}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={meta.date}>{formatDate(meta.date, locale)}</time>
        <span aria-hidden="true">·</span>
        <span>{t('article.readingTime', { minutes: readingTime })}</span>
      </p>
      <Prose>
        <PageContent />
      </Prose>
    </article>
  );
}
