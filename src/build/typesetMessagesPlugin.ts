import type { Plugin } from 'vite';
import { isLocale } from '../i18n/locales';
import { typesetData } from '../lib/typography';

/**
 * Sets each locale's UI strings (`src/i18n/messages/<locale>.json`) in its typography when the
 * file is bundled, before Vite turns the JSON into a module: the browser gets them ready, and
 * ships no typography code.
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
      const messages: unknown = JSON.parse(code);
      return { code: JSON.stringify(typesetData(messages, locale, new Set())), map: null };
    },
  };
}
