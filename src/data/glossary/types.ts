import type { CapabilityId } from '../capabilities';

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

/**
 * How this language words the claims the claims check reads (src/content/check/claims.ts):
 * regular expressions, matched as whole words, ignoring case, a space matching any space.
 */
export interface ClaimWords {
  /** How copy names each capability a page may promise (src/data/capabilities.ts). */
  capabilities: Partial<Record<CapabilityId, readonly string[]>>;
  /** Words that say a capability is not available yet ("in development"). */
  inDevelopment: readonly string[];
  /** A free trial's length typed as a figure ("15 días gratis"): the plan's token must say it. */
  trialLength: readonly string[];
  /** The retention claim with its figure typed ("hasta un 80 % más de retención"). */
  retention: readonly string[];
}

export interface LocaleGlossary {
  entries: readonly GlossaryEntry[];
  claims: ClaimWords;
  /** Words the spelling check accepts in this locale: product names, loanwords kept on purpose. */
  words: readonly string[];
}
