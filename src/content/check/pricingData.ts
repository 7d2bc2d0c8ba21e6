import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { audiences as siteAudiences, type Audience } from '../../data/pricing';
import { error, located, type Problem } from './problems';

/** Where the plans live, to name the line of a fault. */
export const pricingFile = fileURLToPath(new URL('../../data/pricing.ts', import.meta.url));

/**
 * What the plan data must mean, whatever its figures: every price above 0, a yearly price (per
 * month, billed yearly) no higher than the monthly one and saving what the toggle advertises,
 * every plan with at least one limit, whole positive limit counts, and a yearly saving between 0
 * and 100 %. The unit tests of pricing.ts hold the figures to the decisions; this holds them to
 * sense, in the check and the build alike, so a writer who changes one price hears at once which
 * other figure it contradicts. Each fault names its line in `displayPath`.
 */
export function checkPricing(
  audiences: Readonly<Record<string, Audience>> = siteAudiences,
  source: () => string = () => readFileSync(pricingFile, 'utf8'),
  displayPath = 'src/data/pricing.ts',
): Problem[] {
  const faults: { id: string; field: string; message: string }[] = [];
  const fault = (id: string, field: string, message: string) => faults.push({ id, field, message });
  const isPrice = (value: number) => Number.isFinite(value) && value > 0;

  for (const audience of Object.values(audiences)) {
    const saving = audience.yearlySavingPercent;
    const savingValid = Number.isFinite(saving) && saving > 0 && saving < 100;
    if (!savingValid) {
      fault(audience.id, 'yearlySavingPercent', `is ${saving}; a saving is above 0 and below 100`);
    }
    for (const plan of audience.plans) {
      const { priceMonthly: monthly, priceYearly: yearly } = plan;
      if (monthly !== null && !isPrice(monthly)) {
        fault(plan.id, 'priceMonthly', `is ${monthly}; a price is above 0`);
      }
      if (yearly !== null && !isPrice(yearly)) {
        fault(plan.id, 'priceYearly', `is ${yearly}; a price is above 0`);
      }
      if (monthly !== null && yearly !== null && isPrice(monthly) && yearly > monthly) {
        fault(
          plan.id,
          'priceYearly',
          `${yearly} per month billed yearly is above the monthly price ${monthly}: billing yearly never costs more`,
        );
      } else if (
        savingValid &&
        monthly !== null &&
        yearly !== null &&
        isPrice(monthly) &&
        isPrice(yearly)
      ) {
        // The toggle shows one "save N %" per audience: each plan must give it, to the point.
        const gives = (1 - yearly / monthly) * 100;
        if (Math.abs(gives - saving) >= 1) {
          const keeps = Math.round(monthly * (1 - saving / 100));
          fault(
            plan.id,
            'priceYearly',
            `${yearly} per month billed yearly saves ${gives.toFixed(1)} % of ${monthly}, and the ${audience.id} toggle advertises ${saving} %: make it ${keeps}, or change yearlySavingPercent`,
          );
        }
      }
      const from = plan.customPrice ? plan.customPrice.from : null;
      if (from !== null && !isPrice(from)) {
        fault(plan.id, 'customPrice', `"from" ${from}; a price is above 0`);
      }
      if (!plan.limits.length) {
        fault(plan.id, 'limits', 'a plan with no limits: list what it includes');
      }
      for (const limit of plan.limits) {
        if ('count' in limit && !(Number.isInteger(limit.count) && limit.count > 0)) {
          fault(
            plan.id,
            'limits',
            `${limit.key} counts ${limit.count}; a count is a whole number above 0`,
          );
        }
      }
    }
  }
  if (!faults.length) return [];

  const lines = source().split('\n');
  /** The line of `field:` after `id: '<id>'`, before the next id; else the id's own line. */
  const lineOf = (id: string, field: string) => {
    const start = lines.findIndex((line) => new RegExp(`\\bid:\\s*['"]${id}['"]`).test(line));
    if (start < 0) return undefined;
    for (let index = start; index < lines.length; index++) {
      if (index > start && /\bid:\s*['"]/.test(lines[index]!)) break;
      if (new RegExp(`\\b${field}:`).test(lines[index]!)) return index + 1;
    }
    return start + 1;
  };
  return faults.map(({ id, field, message }) =>
    error(
      located(displayPath, { line: lineOf(id, field) }, undefined, `${id}.${field} ${message}`),
    ),
  );
}
