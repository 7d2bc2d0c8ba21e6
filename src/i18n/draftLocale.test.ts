import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type * as Locales from './locales';
import type { LocaleEntry } from './locales';

/**
 * A draft locale, injected for this file only (its own module graph: the `unit-isolated`
 * project): the site's list plus a test-only entry marked `draft: true`, a language the list
 * lacks, derived through `localeModule` as the real list is. Every consumer below reads it there.
 */
vi.mock('./locales', async (importOriginal) => {
  const real = await importOriginal<typeof Locales>();
  const { languagesNotIn } = await import('../../tests/support/languages');
  const code = languagesNotIn(real.localeCodes)[0]!;
  const draft = {
    code,
    name: `Draft ${code}`,
    abbreviation: code.toUpperCase(),
    hreflang: code,
    ogLocale: `${code}_${code.toUpperCase()}`,
    draft: true,
  } satisfies LocaleEntry;
  return { ...real, ...real.localeModule([...real.locales, draft]) };
});
vi.mock('virtual:icon-sprite', () => ({ default: '', spriteUrl: '' }));
vi.mock('../render/hooks/useLocale', () => ({
  useLocale: () => ({ locale: 'es', route: '/pricing', localize: (route: string) => route }),
}));

const locales = await import('./locales');
const { setLocalizedRoutes } = await import('./urls');
setLocalizedRoutes(() => ({}));
// The injected entry is the last one: the site's own list may hold a draft of its own.
const code = locales.localeCodes.at(-1)!;
const siteDrafts = (locales.locales as readonly LocaleEntry[]).filter((l) => l.draft).length;
const draft = locales.localeInfo(code);

describe('a draft locale is checked and built, neither published nor linked', () => {
  it('is a locale of the site, and not a published one', () => {
    expect(locales.localeCodes).toContain(code);
    expect(locales.isLocale(code)).toBe(true);
    expect(locales.publishedLocaleCodes).not.toContain(code);
    expect(locales.isPublishedLocale(code)).toBe(false);
    expect(locales.publishedLocaleCodes.length).toBe(locales.localeCodes.length - 1 - siteDrafts);
  });

  it('has no hreflang link, in pages or the sitemap', async () => {
    const { alternatesOf, alternateLinks } = await import('../build/publishing/alternates');
    const hreflangs = alternatesOf('/pricing').map((a) => a.hreflang);
    expect(hreflangs).toEqual([...locales.publishedLocales.map((l) => l.hreflang), 'x-default']);
    expect(alternateLinks('/pricing')).not.toContain(`hreflang="${draft.hreflang}"`);
  });

  it('is never offered or chosen by language detection, nor kept as a saved choice', async () => {
    const { localeRedirectScript } = await import('./localeRedirectScript');
    const { browserLocale } = await import('./languagePreference');
    for (const mode of ['suggest', 'redirect'] as const) {
      const config = JSON.parse(/\)\((\{.*\})\);$/.exec(localeRedirectScript('es', mode))![1]!);
      expect(config.locales).toEqual(locales.publishedLocaleCodes);
      expect(Object.keys(config.hreflang)).not.toContain(code);
    }
    expect(browserLocale([`${code}-${code.toUpperCase()}`, code])).toBeNull();
  });

  it('has no entry in the language switcher or the footer', async () => {
    vi.stubGlobal('__BUILD_YEAR__', 2026);
    const { LanguageSwitcher } = await import('../render/components/language/LanguageSwitcher');
    const { default: SiteFooter } = await import('../render/components/layout/SiteFooter');
    for (const component of [LanguageSwitcher, SiteFooter]) {
      const html = renderToStaticMarkup(createElement(component));
      const hrefLangs = [...html.matchAll(/hrefLang="([^"]+)"|hreflang="([^"]+)"/gi)].map(
        (m) => m[1] ?? m[2],
      );
      expect(hrefLangs).toEqual(locales.publishedLocales.map((l) => l.hreflang));
      expect(html).not.toContain(draft.name);
    }
  });

  it('has no page pre-rendered, no host rule and no 404 page', async () => {
    const { onPrerenderStart } = await import('../../pages/+onPrerenderStart');
    const pageContexts = [{ pageId: '/pages/content', urlOriginal: '/pricing', is404: false }];
    const { prerenderContext } = onPrerenderStart({ pageContexts } as never);
    expect(prerenderContext.pageContexts.map((c) => c.locale)).toEqual(
      locales.publishedLocaleCodes,
    );
    const { notFoundPages } = await import('../build/publishing/hostRules');
    expect(notFoundPages().map((p) => p.prefix)).not.toContain(`/${code}/`);
  });
});
