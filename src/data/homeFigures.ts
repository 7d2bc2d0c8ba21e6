/** Figures the copy gives as numbers (spec sections 1 and 9), written in each locale's style. */
export const homeFigures = {
  /** Hero social proof: at least this many people have played (the spec's "10K+"). */
  playersAtLeast: 10_000,
  /** Minutes to a first experience. */
  firstExperienceMinutes: 30,
  /**
   * The retention claim: "up to" this many percent more. One figure site-wide (DECISIONS.md:
   * the spec's other reading, 80 %, is retired).
   */
  retentionGainUpTo: 60,
} as const;
