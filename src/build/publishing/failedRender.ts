import { extractLocale } from '../../i18n/urls';
import { contentFile } from '../../content/contentFile';

/**
 * React's trace of a component that threw while pre-rendering: it leaves the failed Suspense
 * boundary empty (`<!--$!-->`) for the browser to render, which would publish an empty page and
 * then, in the browser, the same error. Returns what failed, or null for a page that rendered.
 */
export function failedRender(html: string): string | null {
  if (!html.includes('<!--$!-->')) return null;
  // Development builds say why; production builds only leave the marker.
  const message = /<template[^>]*\bdata-msg="([^"]*)"/.exec(html)?.[1];
  const reason = message
    ?.replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .at(-1);
  return reason ?? 'a component threw while pre-rendering';
}

/** `/en/pricing/` → `content/en/pricing.mdx`, to name the source of a failed page. */
export function sourceOfPage(urlPath: string): string {
  const { locale, route } = extractLocale(urlPath);
  return contentFile(locale, route);
}
