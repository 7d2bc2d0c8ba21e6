import { localeCodes } from '../../src/i18n/locales';
import { languagesNotIn } from './languages';

/**
 * Languages the site does not offer, derived from the locale list: a test's "unsupported
 * language" stays unsupported when a locale is added (German was the example until German came).
 */
export const unsupportedLanguages: readonly string[] = languagesNotIn(localeCodes);

/** An unsupported language as a browser names it, with its region (`de-DE`). */
export const unsupportedTag = (index = 0) => {
  const code = unsupportedLanguages[index]!;
  return `${code}-${code.toUpperCase()}`;
};
