import { describe, expect, it } from 'vitest';
import { affiliateProgram } from '../data/affiliates';
import { homeFigures } from '../data/homeFigures';
import { audiences, freeTrialDays } from '../data/pricing';
import { localeCodes } from '../i18n/locales';
import { fillSiteTokens, siteTokenTable, siteTokenValues } from './siteTokens';

describe('site tokens', () => {
  it('read each figure from its data module', () => {
    expect(siteTokenValues('en')).toEqual({
      trialDays: String(freeTrialDays),
      firstExperienceMinutes: String(homeFigures.firstExperienceMinutes),
      commissionPercent: String(affiliateProgram.commissionPercent),
      maxYearlySaving: String(
        Math.max(audiences.creators.yearlySavingPercent, audiences.companies.yearlySavingPercent),
      ),
    });
  });

  it('write numbers in each locale’s own format', () => {
    for (const locale of localeCodes) {
      expect(siteTokenValues(locale).trialDays).toBe(
        new Intl.NumberFormat(locale).format(freeTrialDays),
      );
    }
    expect(Object.keys(siteTokenTable())).toEqual([...localeCodes]);
  });

  it('fill every string of parsed front-matter and leave the layouts’ tokens', () => {
    const data = {
      type: 'pricing',
      title: 'Prueba {{trialDays}} días',
      items: [{ text: '{{count}} juegos, {{trialDays}} días' }],
      order: 3,
      noindex: false,
    };
    expect(fillSiteTokens(data, 'es')).toEqual({
      type: 'pricing',
      title: `Prueba ${freeTrialDays} días`,
      items: [{ text: `{{count}} juegos, ${freeTrialDays} días` }],
      order: 3,
      noindex: false,
    });
  });
});
