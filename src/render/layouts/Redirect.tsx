import { useTranslation } from 'react-i18next';
import { PageContent } from '../components/mdx/PageContent';
import { Prose } from '../components/ui/Prose';
import { island } from '../islands/Island';
import type { LayoutProps } from './index';
import { RedirectNow } from './RedirectNow';

const RedirectIsland = island('redirect', RedirectNow);

/** An alias URL: sends the visitor on at once; the head carries a meta refresh for no-JS visits. */
export default function Page({ page: { to } }: LayoutProps<'redirect'>) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 pt-32 sm:px-6 lg:px-8">
      <Prose>
        <PageContent />
        <p className="text-slate-600">{t('redirect.moving')}</p>
        <RedirectIsland to={to} />
      </Prose>
    </div>
  );
}

// This page type renders its MDX body, so the browser can load it on client-side navigation.
export { contentLoaders } from 'virtual:content-bodies/redirect';
