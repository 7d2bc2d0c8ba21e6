import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { Prose } from '../../src/render/components/ui/Prose';
import { pageDataOf } from '../../src/content/pageDataType';
import { RedirectNow } from '../../src/render/layouts/RedirectNow';
import { useLocale } from '../../src/render/hooks/useLocale';

/**
 * A page's earlier URL, from before it had a slug in this locale: sends the visitor on to where
 * it lives now, at once. Its head says so without JavaScript (a refresh, the canonical, noindex);
 * the hosts that run redirect rules answer with a 301 before this page is ever served.
 */
export default function Page() {
  const { t } = useTranslation();
  const { route, localize } = useLocale();
  const meta = pageDataOf(usePageContext())?.meta;
  if (!meta) throw new Error('A moved page has no front-matter');
  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 pt-32 sm:px-6 lg:px-8">
      <Prose>
        <h1>{meta.title.replace(/\s*\|\s*Ludiqo$/, '')}</h1>
        <p>
          <a href={localize(route)}>{t('redirect.moving')}</a>
        </p>
        <RedirectNow to={route} />
      </Prose>
    </div>
  );
}
