import { site } from '../config/site';
import { defaultLocale, localeCodes, type Locale } from './locales';
import { languageStorageKey } from './languagePreference';

/**
 * The redirect's code as fixed text, not `Function.prototype.toString()` of compiled code: the
 * publish step hashes this same text for the CSP, so it must not depend on how a bundler or
 * `tsx` happens to print a function. Plain ES5, no imports. It lands on the slash-ended URL that
 * pages live at (see localizePath), so no host redirect follows.
 */
const runLocaleRedirect = `function(c){var root=document.documentElement;root.className+=" js";if(c.redirect)root.setAttribute("data-language-redirect","");function base(tag){return String(tag||"").toLowerCase().split(/[-_]/)[0]||""}function supported(code){return c.locales.indexOf(code)>=0}var saved=null;try{saved=window.localStorage.getItem(c.key)}catch(e){}var target="";if(saved&&supported(base(saved))){target=base(saved)}else if(!saved){var languages=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language],first="";for(var i=0;i<languages.length&&!first;i++){if(supported(base(languages[i])))first=base(languages[i])}if(c.redirect)target=first;else if(first&&first!==c.page)root.setAttribute("data-language-suggest",first)}if(!target||target===c.page)return;var prefix=new RegExp("^/("+c.locales.join("|")+")(?=/|$)");var route=location.pathname.replace(prefix,"").replace(/\\/+$/,"")||"/";var path=target===c.fallback?route:"/"+target+(route==="/"?"":route);var page=/\\/$|\\.[a-z0-9]+$/i.test(path)?path:path+"/";root.style.visibility="hidden";location.replace(page+location.search+location.hash)}`;

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
    locales: localeCodes,
    fallback: defaultLocale,
    key: languageStorageKey,
    redirect: mode === 'redirect',
  });
  return `(${runLocaleRedirect})(${config});`;
}
