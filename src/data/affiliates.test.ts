import { describe, expect, it } from 'vitest';
import {
  affiliateProgram,
  commissionExamples,
  monthlyCommission,
  referralsTotal,
  totalCommission,
} from './affiliates';

describe('affiliate commissions (spec section 9)', () => {
  it('match the spec’s examples exactly', () => {
    expect(
      commissionExamples.map((e) => [
        e.monthlyPrice,
        monthlyCommission(e.monthlyPrice),
        totalCommission(e.monthlyPrice),
      ]),
    ).toEqual([
      [12, 6, 72],
      [29, 14.5, 174],
      [199, 99.5, 1194],
    ]);
    expect(referralsTotal()).toBe(1740);
  });

  it('carry the programme terms', () => {
    expect(affiliateProgram).toMatchObject({
      commissionPercent: 50,
      commissionMonths: 12,
      cookieDays: 60,
      minimumPayout: { amount: 50, currency: 'USD' },
      payoutDay: 1,
      approvalRequired: false,
    });
  });
});
