/** Results of the sales-simulator game (spec sections 1 and 9). */
export const salesSimulatorResults = {
  /** Completion rate before the simulator, in percent. */
  completionBefore: 25,
  /** Completion rate with the simulator, in percent. */
  completionAfter: 90,
  /** Rise in engagement, in percentage points. */
  engagementIncrease: 48,
} as const;
