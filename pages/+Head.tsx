// https://vike.dev/Head
import { usePageContext } from 'vike-react/usePageContext';
import { site } from '../src/config/site';
import { palette } from '../src/styles/palette';
import { pageDataOf } from '../src/content/pageDataType';
import { getI18n } from '../src/i18n/i18n';
import { localeInfo, publishedLocales } from '../src/i18n/locales';
import { absoluteUrl, localizePath } from '../src/i18n/urls';
import { canonicalRouteOf } from '../src/build/publishing/alternates';
import { socialImagePath } from '../src/build/publishing/socialImagePath';
import { serializeJsonLd, structuredData } from '../src/build/publishing/structuredData';
import { pageLocation } from '../src/i18n/pageLocation';

/** Canonical, alternates, robots and social tags; title, description and og:image come from vike-react. */
export default function Head() {
  const pageContext = usePageContext();
  const { locale, route } = pageLocation(pageContext);
  const meta = pageDataOf(pageContext)?.meta;
  if (!meta) return <meta name="robots" content="noindex" />;

  // The hreflang links are written first in <head>, for the language redirect (+headHtmlBegin).
  const canonicalRoute = canonicalRouteOf(meta, route);
  const { t } = getI18n(locale);
  const jsonLd = structuredData(meta, route, locale, {
    '/blog': t('nav.blog'),
    '/playbooks': t('nav.playbooks'),
    '/games': t('nav.games'),
  });
  const canonical = absoluteUrl(canonicalRoute, locale);
  return (
    <>
      {meta.type === 'redirect' && (
        // Without JavaScript, an alias still forwards at once.
        <meta httpEquiv="refresh" content={`0; url=${localizePath(meta.to, locale)}`} />
      )}
      <link rel="canonical" href={canonical} />
      <meta name="keywords" content={meta.keywords.join(', ')} />
      {meta.noindex && <meta name="robots" content="noindex" />}
      <meta property="og:type" content={meta.type === 'article' ? 'article' : 'website'} />
      <meta property="og:site_name" content={site.brand} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={localeInfo(locale).ogLocale} />
      {publishedLocales
        .filter((l) => l.code !== locale)
        .map((l) => (
          <meta key={l.code} property="og:locale:alternate" content={l.ogLocale} />
        ))}
      <meta name="twitter:title" content={meta.title} />
      <meta name="twitter:description" content={meta.description} />
      <meta
        name="twitter:image"
        content={site.siteUrl + (meta.socialImage ?? socialImagePath(route, locale))}
      />
      <meta name="theme-color" content={palette.brand950} />
      <link
        rel="alternate"
        type="application/rss+xml"
        title={`${site.brand} · ${t('nav.blog')}`}
        href={localizePath('/rss.xml', locale)}
      />
      {jsonLd.map((block, index) => (
        <script
          key={index}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(block) }}
        />
      ))}
    </>
  );
}
