import { site } from '../config/site';
import { publishedLocaleCodes, publishedLocales, type Locale } from './locales';
import { languageStorageKey } from './languagePreference';

/**
 * The redirect's code as fixed text, not `Function.prototype.toString()` of compiled code: the
 * publish step hashes this same text for the CSP, so it must not depend on how a bundler or
 * `tsx` happens to print a function. Plain ES5, no imports. It goes where the page's own hreflang
 * link for that language points (written just before it, see pages/+headHtmlBegin.ts): the same
 * page at its URL in that language, slug and trailing slash included, so no host redirect
 * follows. A page with no such link (the not-found pages) stays.
 */
const runLocaleRedirect = `function(c){var root=document.documentElement;root.className+=" js";if(c.redirect)root.setAttribute("data-language-redirect","");function base(tag){return String(tag||"").toLowerCase().split(/[-_]/)[0]||""}function supported(code){return c.locales.indexOf(code)>=0}var saved=null;try{saved=window.localStorage.getItem(c.key)}catch(e){}var target="";if(saved&&supported(base(saved))){target=base(saved)}else if(!saved){var languages=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language],first="";for(var i=0;i<languages.length&&!first;i++){if(supported(base(languages[i])))first=base(languages[i])}if(c.redirect)target=first;else if(first&&first!==c.page)root.setAttribute("data-language-suggest",first)}if(!target||target===c.page)return;var link=document.querySelector('link[rel="alternate"][hreflang="'+c.hreflang[target]+'"]');if(!link)return;var page=link.getAttribute("href").replace(/^[a-z][a-z0-9+.-]*:\\/\\/[^\\/]*/i,"");root.style.visibility="hidden";location.replace(page+location.search+location.hash)}`;

/**
 * The inline `<head>` script that runs before the first paint.
 * It marks `<html class="js">` (no-JS fallbacks key off its absence), marks 'redirect' mode with
 * `data-language-redirect` (the client bundle is the same in both modes), in 'suggest' mode marks
 * the language to offer with `data-language-suggest` (the page reserves the offer's space before
 * it paints, so it covers nothing and shifts nothing), and, when the visitor's
 * saved language (or, in 'redirect' mode, the browser's) differs from the page's, hides the
 * document and replaces the URL with the same page in that language: no flash of the wrong one.
 */
export function localeRedirectScript(
  pageLocale: Locale,
  mode: 'suggest' | 'redirect' = site.languageDetection,
): string {
  const config = JSON.stringify({
    page: pageLocale,
    locales: publishedLocaleCodes,
    hreflang: Object.fromEntries(publishedLocales.map((locale) => [locale.code, locale.hreflang])),
    key: languageStorageKey,
    redirect: mode === 'redirect',
  });
  return `(${runLocaleRedirect})(${config});`;
}
