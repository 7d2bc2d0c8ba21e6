import { describe, expect, it } from 'vitest';
import { affiliateProgram } from '../data/affiliates';
import { entryPlans } from '../data/capabilities';
import { homeFigures } from '../data/homeFigures';
import { audiences, plansWithTrial } from '../data/pricing';
import { localeCodes } from '../i18n/locales';
import {
  fillSiteTokens,
  planBoundCapabilities,
  siteTokenTable,
  siteTokenValues,
} from './siteTokens';

const creatorTrial = audiences.creators.plans.find((plan) => plan.id === 'creator')!.trial!.days;

describe('site tokens', () => {
  it('read each figure from its data module', () => {
    expect(siteTokenValues('en')).toMatchObject({
      firstExperienceMinutes: String(homeFigures.firstExperienceMinutes),
      players: '10,000',
      retentionGain: String(homeFigures.retentionGainUpTo),
      commissionPercent: String(affiliateProgram.commissionPercent),
      maxYearlySaving: String(
        Math.max(audiences.creators.yearlySavingPercent, audiences.companies.yearlySavingPercent),
      ),
    });
  });

  it('give each plan with a trial its own length, and no other plan one', () => {
    const values = siteTokenValues('en');
    const trialTokens = Object.keys(values).filter((name) => name.endsWith('TrialDays'));
    expect(trialTokens.sort()).toEqual(
      plansWithTrial()
        .map((plan) => `${plan.id}TrialDays`)
        .sort(),
    );
    for (const plan of plansWithTrial())
      expect(values[`${plan.id}TrialDays`]).toBe(String(plan.trial!.days));
  });

  it('name the plans that bring each plan-bound capability, in each locale’s words', () => {
    expect(siteTokenValues('es').withAiFeedback).toBe('desde STUDIO+');
    expect(siteTokenValues('en').withAiFeedback).toBe('on STUDIO+ and up');
    expect(siteTokenValues('fr').withAiFeedback).toBe('dès STUDIO+');
    expect(siteTokenValues('es').withApiExport).toBe('desde STUDIO+ o Professional');
    expect(siteTokenValues('en').withApiExport).toBe('on STUDIO+ or Professional and up');
    for (const id of planBoundCapabilities) {
      const token = `with${id[0]!.toUpperCase()}${id.slice(1)}`;
      for (const plan of entryPlans(id)) expect(siteTokenValues('en')[token]).toContain(plan.name);
    }
    // Not for what every plan has, nor for what is not available yet.
    expect(siteTokenValues('en')).not.toHaveProperty('withEmailSupport');
    expect(siteTokenValues('en')).not.toHaveProperty('withLmsConnectors');
  });

  it('write numbers in each locale’s own format', () => {
    expect(siteTokenValues('es').players).toBe('10\u00A0000');
    expect(siteTokenValues('fr').players).toBe('10\u202F000');
    for (const locale of localeCodes) {
      expect(siteTokenValues(locale).creatorTrialDays).toBe(String(creatorTrial));
    }
    expect(Object.keys(siteTokenTable())).toEqual([...localeCodes]);
  });

  it('fill every string of parsed front-matter and leave the layouts’ tokens', () => {
    const data = {
      type: 'pricing',
      title: 'Prueba {{creatorTrialDays}} días',
      items: [{ text: '{{count}} juegos, {{creatorTrialDays}} días' }],
      order: 3,
      noindex: false,
    };
    expect(fillSiteTokens(data, 'es')).toEqual({
      type: 'pricing',
      title: `Prueba ${creatorTrial} días`,
      items: [{ text: `{{count}} juegos, ${creatorTrial} días` }],
      order: 3,
      noindex: false,
    });
  });
});
