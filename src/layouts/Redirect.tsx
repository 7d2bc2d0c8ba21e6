import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'vike/client/router';
import { PageContent } from '../components/mdx/PageContent';
import { Prose } from '../components/ui/Prose';
import { useLocale } from '../lib/useLocale';
import type { LayoutProps } from './index';

/** An alias URL: sends the visitor on at once; the head carries a meta refresh for no-JS visits. */
export default function Page({ page: { to } }: LayoutProps<'redirect'>) {
  const { t } = useTranslation();
  const { localize } = useLocale();
  const target = localize(to);
  useEffect(() => {
    void navigate(target, { overwriteLastHistoryEntry: true });
  }, [target]);
  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 pt-32 sm:px-6 lg:px-8">
      <Prose>
        <PageContent />
        <p className="text-slate-600">{t('redirect.moving')}</p>
      </Prose>
    </div>
  );
}

// This page type renders its MDX body, so the browser can load it on client-side navigation.
export { contentLoaders } from 'virtual:content-bodies/redirect';
