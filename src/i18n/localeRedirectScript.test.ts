import { describe, expect, it } from 'vitest';
import type { Locale } from './locales';
import { unsupportedLanguages } from '../../tests/support/locales';
import { localeRedirectScript } from './localeRedirectScript';

/** A page's hreflang links: where it lives in each language, as the head writes them. */
type Alternates = Partial<Record<string, string>>;
const origin = 'https://www.example.com';
const linksOf = (es: string, en: string, fr: string): Alternates => ({
  es: origin + es,
  en: origin + en,
  fr: origin + fr,
  'x-default': origin + es,
});
const home = linksOf('/', '/en/', '/fr/');
const pricing = linksOf('/pricing/', '/en/pricing/', '/fr/tarifs/');
const article = linksOf('/blog/x/', '/en/blog/an-x/', '/fr/blog/un-x/');

interface Visit {
  page: Locale;
  path: string;
  /** The page's hreflang links; the home page's unless given, none on a not-found page. */
  alternates?: Alternates;
  saved?: string | null;
  languages?: string[];
  mode?: 'suggest' | 'redirect';
  storageThrows?: boolean;
}

/** Runs the inline script against a stand-in browser and reports where it sent the visitor. */
function visit({
  page,
  path,
  alternates = home,
  saved = null,
  languages = ['es-ES'],
  mode = 'suggest',
  storageThrows,
}: Visit) {
  const attributes = new Map<string, string>();
  const root = {
    className: '',
    style: { visibility: '' },
    setAttribute: (name: string, value: string) => attributes.set(name, value),
  };
  let replacedWith: string | null = null;
  const [pathname = '/', search = ''] = path.split('?');
  const env = {
    document: {
      documentElement: root,
      querySelector: (selector: string) => {
        const hreflang = /^link\[rel="alternate"\]\[hreflang="([^"]+)"\]$/.exec(selector)?.[1];
        if (!hreflang) throw new Error(`Unexpected selector ${selector}`);
        const href = alternates[hreflang];
        return href ? { getAttribute: (name: string) => (name === 'href' ? href : null) } : null;
      },
    },
    window: {
      localStorage: {
        getItem: () => {
          if (storageThrows) throw new Error('SecurityError');
          return saved;
        },
      },
    },
    navigator: { languages, language: languages[0] },
    location: {
      pathname,
      search: search ? `?${search}` : '',
      hash: '',
      replace: (url: string) => (replacedWith = url),
    },
  };
  const run = new Function(...Object.keys(env), localeRedirectScript(page, mode));
  run(...Object.values(env));
  return {
    replacedWith,
    className: root.className,
    hidden: root.style.visibility === 'hidden',
    // The client bundle reads the mode from this mark (LanguageSuggestionGate).
    markedRedirect: attributes.has('data-language-redirect'),
    // The page reserves the language offer's room from this mark, before the first paint.
    suggests: attributes.get('data-language-suggest') ?? null,
  };
}

describe('locale redirect script', () => {
  it("marks the language to offer in 'suggest' mode only, when nothing is saved and it differs", () => {
    expect(visit({ page: 'es', path: '/', languages: ['fr-CA', 'en'] }).suggests).toBe('fr');
    expect(visit({ page: 'fr', path: '/fr/', languages: ['fr-FR'] }).suggests).toBeNull();
    expect(
      visit({ page: 'es', path: '/', languages: unsupportedLanguages.slice(0, 2) }).suggests,
    ).toBeNull();
    expect(visit({ page: 'es', path: '/', saved: 'es', languages: ['en'] }).suggests).toBeNull();
    const redirect = visit({ page: 'es', path: '/', languages: ['en'], mode: 'redirect' });
    expect(redirect.suggests).toBeNull();
    expect(redirect.replacedWith).toBe('/en/');
  });

  it('marks the document as scripted', () => {
    expect(visit({ page: 'es', path: '/' }).className).toBe(' js');
  });

  it('sends a saved choice to the same page at its URL in that locale (its hreflang link), on this origin, and hides the old one', () => {
    expect(
      visit({ page: 'es', path: '/pricing/', alternates: pricing, saved: 'fr' }),
    ).toMatchObject({ replacedWith: '/fr/tarifs/', hidden: true });
    expect(visit({ page: 'en', path: '/en/', saved: 'fr' }).replacedWith).toBe('/fr/');
    expect(
      visit({ page: 'fr', path: '/fr/blog/un-x/', alternates: article, saved: 'es' }).replacedWith,
    ).toBe('/blog/x/');
    // A slashless URL (a link from elsewhere) still lands on the slash form, with no second hop.
    expect(
      visit({ page: 'fr', path: '/fr/blog/un-x', alternates: article, saved: 'en' }).replacedWith,
    ).toBe('/en/blog/an-x/');
    expect(
      visit({ page: 'en', path: '/en/pricing/?a=1', alternates: pricing, saved: 'es-ES' })
        .replacedWith,
    ).toBe('/pricing/?a=1');
  });

  it('stays when the saved choice is the page locale or unsupported, or the page has no link to it', () => {
    expect(visit({ page: 'en', path: '/en/pricing/', saved: 'en' }).replacedWith).toBeNull();
    expect(visit({ page: 'es', path: '/', saved: 'zz' }).replacedWith).toBeNull();
    // The not-found pages have no versions to link.
    expect(visit({ page: 'en', path: '/en/nowhere/', alternates: {}, saved: 'fr' })).toMatchObject({
      replacedWith: null,
      hidden: false,
    });
  });

  it('only follows the browser language in redirect mode, and never over a saved choice', () => {
    expect(visit({ page: 'es', path: '/', languages: ['en-US'] })).toMatchObject({
      replacedWith: null,
      markedRedirect: false,
    });
    expect(visit({ page: 'fr', path: '/fr/', languages: ['fr'], mode: 'redirect' })).toMatchObject({
      replacedWith: null,
      markedRedirect: true,
    });
    expect(
      visit({ page: 'es', path: '/', languages: ['zz-ZZ', 'fr-FR'], mode: 'redirect' })
        .replacedWith,
    ).toBe('/fr/');
    expect(
      visit({ page: 'es', path: '/', saved: 'es', languages: ['en-US'], mode: 'redirect' })
        .replacedWith,
    ).toBeNull();
  });

  it('keeps working when storage throws', () => {
    expect(visit({ page: 'es', path: '/', storageThrows: true })).toMatchObject({
      replacedWith: null,
      className: ' js',
    });
  });
});
