/** Results of the Taco Bell case study (spec section 2), shown on /caso-taco-bell. */
export const tacoBellResults = {
  /** Onboarding time cut, in percent. */
  onboardingTime: 45,
  /** Rise in 90-day retention, in percent. */
  retention90: 60,
  /** Employee satisfaction, in percent. */
  satisfaction: 92,
} as const satisfies Record<string, number>;

export type CaseResultKey = keyof typeof tacoBellResults;
export const caseResultKeys = Object.keys(tacoBellResults) as CaseResultKey[];
