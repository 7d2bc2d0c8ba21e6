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

/**
 * The spec's commission examples: subscriptions of these amounts (euros per month). They are
 * shown as amounts, without the spec's plan names ("Starter", "Pro Creator", "Studio Unlimited"),
 * which no plan on the pricing page carries (DECISIONS.md "Affiliate examples").
 */
export const commissionExamples = [
  { monthlyPrice: 12 },
  { monthlyPrice: 29 },
  { monthlyPrice: 199 },
] as const;

/** The spec's volume example: this many referrals, each on a subscription of this amount. */
export const referralsExample = { monthlyPrice: 29, referrals: 10 } as const;

/** Cents are kept exact: prices and percentages are whole numbers. */
export function monthlyCommission(monthlyPrice: number): number {
  return (monthlyPrice * affiliateProgram.commissionPercent) / 100;
}

export function totalCommission(monthlyPrice: number): number {
  return monthlyCommission(monthlyPrice) * affiliateProgram.commissionMonths;
}

export function referralsTotal(): number {
  return totalCommission(referralsExample.monthlyPrice) * referralsExample.referrals;
}
