import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { pageDataOf } from '../../../content/pageDataType';
import { formatDate } from '../../format/formatDate';
import { useLocale } from '../../hooks/useLocale';
import { TocDisclosure } from '../resources/TableOfContents';

/**
 * A body's h1. On an article, the byline and (on phones) the contents follow the title, where a
 * reader looks for them; the title is the article's first line, not the contents box.
 */
export function MdxHeading(props: ComponentProps<'h1'>) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const data = pageDataOf(usePageContext());
  const meta = data?.meta;
  if (meta?.type !== 'article') return <h1 {...props} />;
  const date = formatDate(meta.date, locale);
  const minutes = t('article.readingTime', { minutes: data?.outline?.readingTime ?? 1 });
  return (
    <>
      <h1 {...props} />
      {/* Two groups that wrap whole: no line ever starts or ends on a separator. The spaces
          around each "·" keep the words apart in copied text and reader modes. */}
      <p className="not-prose mt-4 mb-8 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
        {/* The spaces between the parts are in the text too: copied or read, it is
            "14 de octubre de 2026 · 8 min de lectura", never "2026·8 min". */}
        <span>{t('article.by', { author: meta.author })}</span>{' '}
        <span aria-hidden="true" className="max-sm:hidden">
          {' · '}
        </span>
        <span className="whitespace-nowrap">
          <time dateTime={meta.date}>{date}</time>
          <span aria-hidden="true" className="mx-2">
            {' · '}
          </span>
          {minutes}
        </span>
      </p>
      <TocDisclosure entries={data?.outline?.toc ?? []} />
    </>
  );
}
