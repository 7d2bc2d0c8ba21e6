import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Audience } from '../../data/pricing';
import { checkPricing } from './pricingData';

/** One fault of meaning per fixture, named with its line in the fixture. */
const folder = 'tests/fixtures/pricing';
const faults: Record<string, string> = {
  'negative-price': ':12: creator.priceMonthly is -79; a price is above 0',
  'zero-price': ':13: studio.priceYearly is 0; a price is above 0',
  'yearly-above-monthly':
    ':13: creator.priceYearly 95 per month billed yearly is above the monthly price 79: billing yearly never costs more',
  'no-features': ':19: studio.limits a plan with no limits: list what it includes',
  'custom-price-from-zero': ':14: creatorsEnterprise.customPrice "from" 0; a price is above 0',
  'not-a-number': ':12: creator.priceMonthly is NaN; a price is above 0',
  'zero-count': ':19: creator.limits activeGames counts 0; a count is a whole number above 0',
  'saving-not-advertised':
    ':13: creator.priceYearly 52 per month billed yearly saves 34.2 % of 79, and the creators toggle advertises 30 %: make it 55, or change yearlySavingPercent',
  'saving-out-of-range':
    ':7: creators.yearlySavingPercent is 120; a saving is above 0 and below 100',
};

async function check(name: string) {
  const file = `${folder}/${name}.ts`;
  const { audiences } = (await import(`../../../${file}`)) as {
    audiences: Record<string, Audience>;
  };
  return checkPricing(audiences, () => readFileSync(file, 'utf8'), file).map((p) => p.text);
}

describe('the plans mean what they say', () => {
  it('has a fixture for every fault and a test for every fixture', () => {
    const fixtures = readdirSync(folder).map((file) => file.replace(/\.ts$/, ''));
    expect(fixtures.sort()).toEqual([...Object.keys(faults), 'valid'].sort());
  });

  it('accepts a valid plan, and the site’s plans', async () => {
    expect(await check('valid')).toEqual([]);
    expect(checkPricing()).toEqual([]);
  });

  for (const [fixture, text] of Object.entries(faults)) {
    it(fixture, async () => {
      expect(await check(fixture)).toEqual([`${folder}/${fixture}.ts${text}`]);
    });
  }
});
