import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  audienceIds,
  audiences,
  companiesYearly,
  countedLimits,
  defaultAudience,
  planIds,
  limitRowIds,
  limitRows,
  limitSetBy,
  limitValue,
  plainLimits,
  restrictions,
} from './pricing';

// Rules the plan data must keep whatever the figures are; the figures themselves live in
// pricing.ts only, and the pages and their tests read them from there.

const allPlans = Object.values(audiences).flatMap((audience) => audience.plans);
const priced = allPlans.filter((plan) => plan.priceMonthly !== null && plan.priceYearly !== null);

describe('plan data', () => {
  it('rounds the companies yearly price to whole euros, within half a euro of monthly × 0.8', () => {
    for (let monthly = 1; monthly <= 2000; monthly++) {
      const yearly = companiesYearly(monthly);
      expect(Number.isInteger(yearly)).toBe(true);
      expect(Math.abs(yearly - monthly * 0.8)).toBeLessThanOrEqual(0.5);
    }
    for (const plan of audiences.companies.plans) {
      if (plan.priceMonthly !== null)
        expect(plan.priceYearly).toBe(companiesYearly(plan.priceMonthly));
    }
  });

  it('gives a custom-price plan no prices and sends it to sales; every other plan has both prices and goes to sign-up', () => {
    for (const plan of allPlans) {
      if (plan.customPrice) {
        expect([plan.priceMonthly, plan.priceYearly, plan.cta], plan.name).toEqual([
          null,
          null,
          'sales',
        ]);
      } else {
        expect(priced, plan.name).toContain(plan);
        expect(plan.cta, plan.name).toBe('register');
      }
    }
  });

  it('gives an audience no more plans than the comparison on phones has a rule for (global.css)', () => {
    const css = readFileSync(new URL('../styles/global.css', import.meta.url), 'utf8');
    const places = new Set(
      [...css.matchAll(/input\[value='(\d+)'\]:checked\) \[data-plan-column\]/g)].map((m) => m[1]),
    );
    for (const audience of Object.values(audiences))
      for (const index of audience.plans.keys())
        expect(places.has(String(index)), `${audience.id}: plan ${index + 1}`).toBe(true);
  });

  it('marks one popular plan per audience, drawn highlighted', () => {
    for (const audience of Object.values(audiences)) {
      const popular = audience.plans.filter((plan) => plan.popular);
      expect(popular, audience.id).toHaveLength(1);
      expect(popular[0]!.highlighted).toBe(true);
    }
  });

  it('lists each plan once, under a known id, with known limit keys, each once, and whole positive counts', () => {
    expect(allPlans.map((plan) => plan.id).sort()).toEqual([...planIds].sort());
    const known = new Set<string>([...countedLimits, ...plainLimits]);
    for (const plan of allPlans) {
      const keys = plan.limits.map((limit) => limit.key);
      expect(new Set(keys).size, plan.name).toBe(keys.length);
      for (const limit of plan.limits) {
        expect(known.has(limit.key), `${plan.name}: ${limit.key}`).toBe(true);
        if ('count' in limit) expect(Number.isInteger(limit.count) && limit.count > 0).toBe(true);
      }
    }
  });

  it('starts on an audience that exists; a trial is whole days, on a plan one signs up to', () => {
    expect(audienceIds).toContain(defaultAudience);
    for (const plan of allPlans.filter((p) => p.trial)) {
      expect(Number.isInteger(plan.trial!.days) && plan.trial!.days > 0, plan.name).toBe(true);
      expect(plan.cta, plan.name).toBe('register');
    }
  });
  it('puts every limit but the restrictions in one comparison row, and a plan keeps a limit until a later one changes it', () => {
    for (const key of [...countedLimits, ...plainLimits]) {
      if (restrictions.has(key)) continue;
      const rows = limitRowIds.filter(
        (row) =>
          limitRows[row].counted === key ||
          (limitRows[row].unlimited as readonly string[]).includes(key),
      );
      // The one plain key that sets two quantities is the only one in two rows.
      expect(rows.length, key).toBe(key === 'unlimitedUsersExperiences' ? 2 : 1);
    }
    for (const audience of audienceIds) {
      const plans = audiences[audience].plans;
      for (const [index, plan] of plans.entries()) {
        for (const limit of plan.limits) {
          for (const row of limitRowIds) {
            const { counted, unlimited } = limitRows[row];
            if ('count' in limit && limit.key === counted)
              expect(limitValue(plan.id, row)).toBe(limit.count);
            if ((unlimited as readonly string[]).includes(limit.key))
              expect(limitValue(plan.id, row)).toBe('unlimited');
          }
        }
        // A row the plan does not restate has the value of the plan before it.
        const previous = plans[index - 1];
        if (!previous) continue;
        for (const row of limitRowIds) {
          const restated = plan.limits.some(
            (limit) =>
              limit.key === limitRows[row].counted ||
              (limitRows[row].unlimited as readonly string[]).includes(limit.key),
          );
          // …and names the plan that set it, for the table to say so.
          if (restated) expect(limitSetBy(plan.id, row)).toBe(plan);
          else {
            expect(limitValue(plan.id, row)).toBe(limitValue(previous.id, row));
            expect(limitSetBy(plan.id, row)).toBe(limitSetBy(previous.id, row));
          }
        }
      }
    }
  });
});
