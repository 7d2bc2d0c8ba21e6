// https://vike.dev/Head
import { usePageContext } from 'vike-react/usePageContext';
import { pageDataOf } from '../../src/content/pageDataOf';
import { localizePath } from '../../src/i18n/urls';
import { pageLocation } from '../../src/lib/pageLocation';

/** Without JavaScript, the alias still forwards at once. */
export default function Head() {
  const pageContext = usePageContext();
  const meta = pageDataOf(pageContext)?.meta;
  if (meta?.layout !== 'redirect') return null;
  const target = localizePath(meta.to, pageLocation(pageContext).locale);
  return <meta httpEquiv="refresh" content={`0; url=${target}`} />;
}
