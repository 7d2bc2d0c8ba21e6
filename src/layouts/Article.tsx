import { Icon } from '../components/ui/Icon';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { PageContent } from '../components/mdx/PageContent';
import { TableOfContents } from '../components/resources/TableOfContents';
import { pageDataOf } from '../content/pageDataOf';
import { Prose } from '../components/ui/Prose';
import { formatDate } from '../lib/formatDate';
import { useLocale } from '../lib/useLocale';
import type { LayoutProps } from './index';
import { RegisterCtaBanner } from '../components/ui/RegisterCtaBanner';

/** Blog article: byline, table of contents, the MDX body, then a call to action. */
export default function Page({ page: meta }: LayoutProps<'article'>) {
  const { t } = useTranslation();
  const { locale, localize } = useLocale();
  const { readingTime, toc } = pageDataOf(usePageContext())!.outline!;
  return (
    <>
      <article className="mx-auto max-w-7xl px-4 pb-8 pt-28 sm:px-6 sm:pt-32 lg:px-8">
        <a
          href={localize('/blog')}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:text-brand-900"
        >
          <Icon name="arrow-left" className="size-4" />
          {t('nav.blog')}
        </a>
        <p className="mb-6 mt-4 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
          <span>{t('article.by', { author: meta.author })}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={meta.date}>{formatDate(meta.date, locale)}</time>
          <span aria-hidden="true">·</span>
          <span>{t('article.readingTime', { minutes: readingTime })}</span>
        </p>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_17rem] lg:gap-16">
          <div className="lg:order-2">
            <div className="lg:sticky lg:top-24">
              <TableOfContents entries={toc} />
            </div>
          </div>
          <Prose className="lg:order-1">
            <PageContent />
          </Prose>
        </div>
      </article>
      <RegisterCtaBanner
        title={t('article.ctaTitle')}
        body={t('article.ctaBody')}
        button={t('article.ctaButton')}
      />
    </>
  );
}

// This page type renders its MDX body, so the browser can load it on client-side navigation.
export { contentLoaders } from 'virtual:content-bodies/article';
