/**
 * One locale's glossary: the one term for each concept, the one label for each call to action,
 * and the variants copy must not use. `npm run check` refuses a variant wherever copy can hold
 * one (MDX bodies, front-matter strings, UI messages), naming the file and the line.
 */
export interface GlossaryEntry {
  /** What the term names, in English, for reviewers ("dashboard", "start-free CTA"). */
  concept: string;
  /** The term to use. */
  term: string;
  /**
   * Variants refused in copy, matched as whole words, ignoring case. A variant may be a regular
   * expression source when it needs context (for example `viajes? del empleado`).
   */
  refuse: readonly string[];
  /** Why, when the choice is not obvious. */
  note?: string;
}

export interface LocaleGlossary {
  entries: readonly GlossaryEntry[];
  /** Words the spelling check accepts in this locale: product names, loanwords kept on purpose. */
  words: readonly string[];
}
