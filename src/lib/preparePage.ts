import { hasContent, loadContent } from '../content/loadContent';
import { loadI18n } from '../i18n/i18n';
import { pageLocation } from './pageLocation';

interface PreparableContext {
  urlOriginal: string;
  is404?: boolean | null;
  /** Set when the error page renders after a failure; the failing content is not loaded again. */
  errorWhileRendering?: unknown;
}

/** Loads the page's UI strings and MDX chunk, so rendering is synchronous on server and client. */
export async function preparePage(pageContext: PreparableContext) {
  const { locale, route } = pageLocation(pageContext);
  const isErrorPage = Boolean(pageContext.is404 || pageContext.errorWhileRendering);
  const content = !isErrorPage && hasContent(locale, route) ? loadContent(locale, route) : null;
  await Promise.all([loadI18n(locale), content]);
}
