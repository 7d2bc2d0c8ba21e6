import { hasContent, loadContent } from '../content/loadContent';
import { loadI18n } from '../i18n/i18n';
import { pageLocation } from './pageLocation';

/** Loads the page's UI strings and MDX chunk, so rendering is synchronous on server and client. */
export async function preparePage(pageContext: { urlOriginal: string; is404?: boolean | null }) {
  const { locale, route } = pageLocation(pageContext);
  const content =
    !pageContext.is404 && hasContent(locale, route) ? loadContent(locale, route) : null;
  await Promise.all([loadI18n(locale), content]);
}
