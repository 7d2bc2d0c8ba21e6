import { describe, expect, it } from 'vitest';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';
import { homeFigures } from '../data/homeFigures';
import { siteTokenTable } from '../content/siteTokens';
import { getI18n, loadI18n, MissingTranslationError } from './i18n';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('UI strings', () => {
  it('have identical key sets in es, en and fr', () => {
    const esKeys = keys(es).sort();
    expect(keys(en).sort()).toEqual(esKeys);
    expect(keys(fr).sort()).toEqual(esKeys);
  });

  it('have no empty values', () => {
    for (const messages of [es, en, fr]) {
      const empty = keys(messages).filter((key) => {
        const value = key
          .split('.')
          .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], messages);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty).toEqual([]);
    }
  });

  it('load one locale at a time and translate', async () => {
    await loadI18n('fr', siteTokenTable());
    expect(getI18n('fr').t('loading')).toBe('Chargement…');
    expect(() => getI18n('en')).toThrow(/not loaded/);
  });

  it('make a missing key an error at pre-render', async () => {
    const i18n = await loadI18n('es', siteTokenTable());
    // @ts-expect-error UI keys are typed, so tsc refuses this one too (src/i18n/i18next.d.ts).
    expect(() => i18n.t('nav.doesNotExist')).toThrow(MissingTranslationError);
  });

  it('fill the site tokens from data through i18next, and keep their own variables', async () => {
    const i18n = await loadI18n('en', siteTokenTable());
    expect(i18n.t('article.ctaBody')).toContain(
      `under ${homeFigures.firstExperienceMinutes} minutes`,
    );
    expect(i18n.t('article.by', { author: 'Ana' })).toBe('By Ana');
  });
});
