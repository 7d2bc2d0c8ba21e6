import { findBodyHtml, findLoadedContent } from '../../pageBodies';
import { useLocale } from '../../hooks/useLocale';
import { loadedMdxComponents } from './loadedMdxComponents';

// Empty inner HTML when the body has not been loaded: React leaves whatever HTML is there as it
// is. Every MDX component is static markup, and links in it still navigate through Vike's router.
const keepPreRendered = { __html: '' };

/**
 * The current page's MDX body: rendered from its module on the server; in the browser, kept as
 * pre-rendered while hydrating and taken from the page's HTML after client-side navigation.
 */
export function PageContent() {
  const { locale, route } = useLocale();
  if (!import.meta.env.SSR) {
    // Client-side navigation: the body's HTML, taken from its pre-rendered page (loadBodyHtml).
    const html = findBodyHtml(locale, route);
    if (html !== null)
      return (
        <div key={`${locale}:${route}`} data-mdx-body dangerouslySetInnerHTML={{ __html: html }} />
      );
  }
  const Content = findLoadedContent(locale, route)?.default;
  const components = loadedMdxComponents();
  if (!Content || !components) {
    return (
      <div
        key="pre-rendered"
        data-mdx-body
        dangerouslySetInnerHTML={keepPreRendered}
        suppressHydrationWarning
      />
    );
  }
  return (
    <div key={`${locale}:${route}`} data-mdx-body>
      <Content components={components} />
    </div>
  );
}
