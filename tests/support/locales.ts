import { localeCodes } from '../../src/i18n/locales';

/**
 * Languages the site does not offer, derived from the locale list: a test's "unsupported
 * language" stays unsupported when a locale is added (German was the example until German came).
 */
export const unsupportedLanguages: readonly string[] = [
  'de',
  'it',
  'pt',
  'nl',
  'pl',
  'sv',
  'ja',
  'zh',
  'ko',
  'ar',
  'fi',
  'cs',
  'el',
  'tr',
  'hu',
].filter((code) => !(localeCodes as readonly string[]).includes(code));

/** An unsupported language as a browser names it, with its region (`de-DE`). */
export const unsupportedTag = (index = 0) => {
  const code = unsupportedLanguages[index]!;
  return `${code}-${code.toUpperCase()}`;
};
