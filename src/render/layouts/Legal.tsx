import { Icon } from '../components/ui/Icon';
import { useTranslation } from 'react-i18next';
import { PageContent } from '../components/mdx/PageContent';
import { ButtonLink } from '../components/ui/ButtonLink';
import { Prose } from '../components/ui/Prose';
import { formatDate } from '../format/formatDate';
import { useLocale } from '../hooks/useLocale';
import type { LayoutProps } from './index';

/** Legal text: noindex (set by the schema), last-update date and a way back home. */
export default function Page({ page: meta }: LayoutProps<'legal'>) {
  const { t } = useTranslation();
  const { locale, localize } = useLocale();
  const backHome = (
    <ButtonLink href={localize('/')} variant="secondary" size="sm">
      <Icon name="arrow-left" className="size-4" />
      {t('legal.backHome')}
    </ButtonLink>
  );
  return (
    <div className="mx-auto max-w-7xl px-4 pb-12 pt-28 sm:px-6 sm:pb-16 sm:pt-32 lg:px-8">
      <div className="mb-8">{backHome}</div>
      <Prose>
        <PageContent />
        <p className="text-sm text-slate-600">
          {t('legal.updated', { date: formatDate(meta.updated, locale) })}
        </p>
      </Prose>
      <div className="mt-12">{backHome}</div>
    </div>
  );
}

// This page type renders its MDX body, so the browser can load it on client-side navigation.
export { contentLoaders } from 'virtual:content-bodies/legal';
