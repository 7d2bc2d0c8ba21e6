import { tacoBellResults } from './caseStudy';
import { salesSimulatorResults } from './games';

/** A share in percent, or a change from one share to another. */
export type Figure = { percent: number; sign?: boolean } | { from: number; to: number };

/** The figures a stats block can show, by name: content names a figure, never retypes it. */
export const figures = {
  'taco-bell-onboarding-time': { percent: tacoBellResults.onboardingTime },
  'taco-bell-retention-90': { percent: tacoBellResults.retention90 },
  'taco-bell-satisfaction': { percent: tacoBellResults.satisfaction },
  'sales-simulator-completion': {
    from: salesSimulatorResults.completionBefore,
    to: salesSimulatorResults.completionAfter,
  },
  'sales-simulator-engagement': { percent: salesSimulatorResults.engagementIncrease, sign: true },
} as const satisfies Record<string, Figure>;

export type FigureName = keyof typeof figures;
export const figureNames = Object.keys(figures) as [FigureName, ...FigureName[]];
