import { Icon } from '../components/ui/Icon';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { PageContent } from '../components/mdx/PageContent';
import { TableOfContents } from '../components/resources/TableOfContents';
import { island } from '../islands/Island';
import { pageDataOf } from '../../content/pageDataType';
import { Prose } from '../components/ui/Prose';
import { useLocale } from '../hooks/useLocale';
import type { LayoutProps } from './index';
import { RegisterCtaBanner } from '../components/ui/RegisterCtaBanner';

// The sidebar shows on desktops only, and marks a section only once the reader scrolls: it
// hydrates then (or when the pointer or focus reaches it), and a phone never downloads its code.
const TableOfContentsIsland = island('table-of-contents', TableOfContents, { hydrate: 'visible' });

/** Blog article: the MDX body (its title brings the byline, see MdxHeading), contents, then a call to action. */
export default function Page(_props: LayoutProps<'article'>) {
  const { t } = useTranslation();
  const { localize } = useLocale();
  const { toc } = pageDataOf(usePageContext())!.outline!;
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
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_17rem] lg:gap-16">
          <div className="hidden lg:order-2 lg:block">
            <div className="lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto">
              <TableOfContentsIsland entries={toc} />
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
        button={t('nav.startFree')}
      />
    </>
  );
}

// This page type renders its MDX body, so the browser can load it on client-side navigation.
export { contentLoaders } from 'virtual:content-bodies/article';
