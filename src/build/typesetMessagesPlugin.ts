import type { Plugin } from 'vite';
import { isLocale, languageName, publishedLocaleCodes, type Locale } from '../i18n/locales';
import { messagePart, messagePartOf } from '../i18n/messageParts';
import { typesetData } from '../i18n/typography';

/**
 * Sets each locale's UI strings (`src/i18n/messages/<locale>.json`) in its typography when the
 * file is bundled, before Vite turns the JSON into a module: the browser gets them ready, and
 * ships no typography code. It also splits them into the shell's part and the pages' part.
 */
export function typesetMessagesPlugin(): Plugin {
  return {
    name: 'ludiqo-typeset-messages',
    enforce: 'pre',
    transform(code, id) {
      const locale = /[\\/]src[\\/]i18n[\\/]messages[\\/]([\w-]+)\.json$/.exec(
        id.split('?')[0]!,
      )?.[1];
      if (!isLocale(locale)) return undefined;
      // UI strings are all prose, whatever their keys are called: no key is skipped.
      const messages = withLanguageNames(JSON.parse(code) as { language?: object }, locale);
      // `?part=shell` or `?part=pages`: that part only (src/i18n/messageParts.ts).
      const part = messagePartOf(id);
      if (!part)
        return { code: JSON.stringify(typesetData(messages, locale, new Set())), map: null };
      // A query hides the `.json` extension from the bundler's JSON loader: this is a module.
      const typeset = typesetData(messagePart(messages, part), locale, new Set());
      return { code: `export default ${JSON.stringify(typeset)};\n`, map: null };
    },
  };
}

/**
 * The published languages' names in `locale` ("inglés", "anglais"), from Node's CLDR data at
 * build, as `language.names`: the browser's own data may differ (WebKitGTK 2.50 gives "Inglés"),
 * and a name the page renders must read the same on the server and in the browser, or hydration
 * fails and React drops the pre-rendered page.
 */
function withLanguageNames(messages: { language?: object }, locale: Locale): object {
  const names = Object.fromEntries(
    publishedLocaleCodes.map((code) => [code, languageName(code, locale)]),
  );
  return { ...messages, language: { ...messages.language, names } };
}
