import type { Locale } from '../../i18n/locales';
import { glossary as en } from './en';
import { glossary as es } from './es';
import { glossary as fr } from './fr';
import type { LocaleGlossary } from './types';

export type { GlossaryEntry, LocaleGlossary } from './types';

/** Each locale's glossary, one file per locale so each language's editor owns one file. */
export const glossaries: Record<Locale, LocaleGlossary> = { es, en, fr };
