import { describe, expect, it } from 'vitest';
import {
  audiences,
  companiesYearly,
  defaultAudience,
  defaultBilling,
  freeTrialDays,
} from './pricing';

const plan = (audience: keyof typeof audiences, id: string) =>
  audiences[audience].plans.find((p) => p.id === id)!;

describe('plan data (spec section 9)', () => {
  it('has the creators and studios plans with their monthly and yearly prices', () => {
    expect(audiences.creators.plans.map((p) => [p.name, p.priceMonthly, p.priceYearly])).toEqual([
      ['CREATOR', 79, 55],
      ['STUDIO', 249, 175],
      ['STUDIO+', 499, 349],
      ['ENTERPRISE', null, null],
    ]);
    expect(plan('creators', 'enterprise').customPrice).toEqual({ from: 950 });
    expect(audiences.creators.yearlySavingPercent).toBe(30);
  });

  it('highlights STUDIO and Professional as the popular plans, and only them', () => {
    const popular = [...audiences.creators.plans, ...audiences.companies.plans].filter(
      (p) => p.popular || p.highlighted,
    );
    expect(popular.map((p) => p.name)).toEqual(['STUDIO', 'Professional']);
  });

  it('gives CREATOR every limit of the spec', () => {
    expect(plan('creators', 'creator').features).toEqual([
      { key: 'activeGames', count: 1 },
      { key: 'nodesPerGame', count: 150 },
      { key: 'scenes', count: 50 },
      { key: 'characters', count: 50 },
      { key: 'tracks', count: 50 },
      { key: 'brandVisible' },
      { key: 'users', count: 1 },
      { key: 'basicStats' },
      { key: 'emailSupport' },
      { key: 'freeTrial' },
    ]);
    expect(plan('creators', 'studio').features).toContainEqual({ key: 'users', count: 5 });
    expect(plan('creators', 'studioPlus').features).toContainEqual({
      key: 'activeGames',
      count: 15,
    });
  });

  it('prices the companies plans yearly at monthly × 0.8, rounded to whole euros', () => {
    expect(companiesYearly(29)).toBe(23);
    expect(companiesYearly(99)).toBe(79);
    for (const p of audiences.companies.plans) {
      if (p.priceMonthly !== null) expect(p.priceYearly).toBe(Math.round(p.priceMonthly * 0.8));
    }
    expect(audiences.companies.plans.map((p) => [p.name, p.priceMonthly])).toEqual([
      ['Starter', 29],
      ['Professional', 99],
      ['Enterprise', null],
    ]);
    expect(plan('companies', 'professional').features).toContainEqual({ key: 'trial14' });
    expect(plan('companies', 'starter').features).toContainEqual({
      key: 'activeUsersUpTo',
      count: 50,
    });
    expect(audiences.companies.yearlySavingPercent).toBe(20);
  });

  it('sends custom-price plans to sales and the others to sign-up', () => {
    for (const p of [...audiences.creators.plans, ...audiences.companies.plans]) {
      expect(p.cta).toBe(p.customPrice ? 'sales' : 'register');
    }
  });

  it('starts on creators, billed yearly, with a 15-day trial', () => {
    expect(defaultAudience).toBe('creators');
    expect(defaultBilling).toBe('yearly');
    expect(freeTrialDays).toBe(15);
  });
});
