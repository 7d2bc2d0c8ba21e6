/** The affiliate programme (spec section 9). Every figure on /affiliates is computed from here. */
export const affiliateProgram = {
  /** Recurring commission on monthly or annual subscriptions, in percent. */
  commissionPercent: 50,
  /** How many months of payments the commission lasts. */
  commissionMonths: 12,
  /** Referral cookie lifetime, in days. */
  cookieDays: 60,
  /** Smallest balance paid out. */
  minimumPayout: { amount: 50, currency: 'USD' },
  /** Day of the month payouts are sent (through PayPal). */
  payoutDay: 1,
  /** Affiliates sign up on the portal and start at once. */
  approvalRequired: false,
} as const;

/** The plans the spec's commission examples are based on (euros per month). */
export const commissionExamples = [
  { plan: 'Starter', monthlyPrice: 12 },
  { plan: 'Pro Creator', monthlyPrice: 29 },
  { plan: 'Studio Unlimited', monthlyPrice: 199 },
] as const;

/** The spec's volume example: this many referrals on this plan. */
export const referralsExample = { plan: 'Pro Creator', referrals: 10 } as const;

/** Cents are kept exact: prices and percentages are whole numbers. */
export function monthlyCommission(monthlyPrice: number): number {
  return (monthlyPrice * affiliateProgram.commissionPercent) / 100;
}

export function totalCommission(monthlyPrice: number): number {
  return monthlyCommission(monthlyPrice) * affiliateProgram.commissionMonths;
}

export function referralsTotal(): number {
  const plan = commissionExamples.find((example) => example.plan === referralsExample.plan)!;
  return totalCommission(plan.monthlyPrice) * referralsExample.referrals;
}
