import { site } from '../config/site';
import { defaultLocale, localeCodes, type Locale } from './locales';
import { languageStorageKey } from './languagePreference';

/**
 * The inline `<head>` script that runs before the first paint.
 * It marks `<html class="js">` (no-JS fallbacks key off its absence) and, when the visitor's
 * saved language (or, in 'redirect' mode, the browser's) differs from the page's, hides the
 * document and replaces the URL with the same page in that language: no flash of the wrong one.
 */
export function localeRedirectScript(
  pageLocale: Locale,
  mode: 'suggest' | 'redirect' = site.languageDetection,
): string {
  const config = JSON.stringify({
    page: pageLocale,
    locales: localeCodes,
    fallback: defaultLocale,
    key: languageStorageKey,
    redirect: mode === 'redirect',
  });
  return `(${runLocaleRedirect.toString()})(${config});`;
}

interface RedirectConfig {
  page: string;
  locales: string[];
  fallback: string;
  key: string;
  redirect: boolean;
}

// Serialised with toString(): it must stay self-contained ES5-level code with no imports.
function runLocaleRedirect(c: RedirectConfig): void {
  const root = document.documentElement;
  root.className += ' js';
  const base = (tag: string | null | undefined): string =>
    String(tag || '')
      .toLowerCase()
      .split(/[-_]/)[0] || '';
  const supported = (code: string) => c.locales.indexOf(code) >= 0;
  let saved: string | null = null;
  try {
    saved = window.localStorage.getItem(c.key);
  } catch {
    // Blocked storage: no saved choice.
  }
  let target = '';
  if (saved && supported(base(saved))) {
    target = base(saved);
  } else if (!saved && c.redirect) {
    const languages =
      navigator.languages && navigator.languages.length
        ? navigator.languages
        : [navigator.language];
    for (let i = 0; i < languages.length && !target; i++) {
      const candidate = base(languages[i]);
      if (supported(candidate)) target = candidate;
    }
  }
  if (!target || target === c.page) return;
  const prefix = new RegExp('^/(' + c.locales.join('|') + ')(?=/|$)');
  const route = location.pathname.replace(prefix, '').replace(/\/+$/, '') || '/';
  const path = target === c.fallback ? route : '/' + target + (route === '/' ? '' : route);
  // Pages live at slash-ended URLs (see localizePath): no host redirect after this one.
  const page = /\/$|\.[a-z0-9]+$/i.test(path) ? path : path + '/';
  root.style.visibility = 'hidden';
  location.replace(page + location.search + location.hash);
}
