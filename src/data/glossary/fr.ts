import type { LocaleGlossary } from './types';

export const glossary = {
  entries: [],
  words: [],
} as const satisfies LocaleGlossary;
