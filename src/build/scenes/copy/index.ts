import type { Locale } from '../../../i18n/locales';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import type { SceneCopy } from './types';

/** Each locale's scene words; a locale missing one fails `tsc`. */
export const sceneCopy: Record<Locale, SceneCopy> = { es, en, fr };
