/** Figures the home page shows as numbers (spec sections 1 and 9). */
export const homeFigures = {
  /** Hero social proof. */
  players: '10K+',
  /** Minutes to a first experience. */
  firstExperienceMinutes: 30,
} as const;
