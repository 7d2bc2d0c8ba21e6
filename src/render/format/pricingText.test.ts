import { describe, expect, it } from 'vitest';
import { featureText, formatEuros } from './pricingText';

describe('formatEuros', () => {
  it('writes whole euros the way each locale does', () => {
    expect(formatEuros(55, 'es').replace(/\s/g, ' ')).toBe('55 €');
    expect(formatEuros(55, 'fr').replace(/\s/g, ' ')).toBe('55 €');
    expect(formatEuros(55, 'en')).toBe('€55');
    expect(formatEuros(1194, 'en')).toBe('€1,194');
  });
});

describe('featureText', () => {
  const copy = {
    users_one: '{{count}} usuario',
    users_other: '{{count}} usuarios',
    scenes: '{{count}} escenas',
    brandVisible: 'Marca Ludiqo visible',
  };
  it('picks the plural form by the locale’s rules', () => {
    expect(featureText(copy, { key: 'users', count: 1 }, 'es')).toBe('1 usuario');
    expect(featureText(copy, { key: 'users', count: 5 }, 'es')).toBe('5 usuarios');
  });
  it('uses the single form when the copy has no plural forms', () => {
    expect(featureText(copy, { key: 'scenes', count: 200 }, 'es')).toBe('200 escenas');
  });
  it('returns plain lines as written', () => {
    expect(featureText(copy, { key: 'brandVisible' }, 'es')).toBe('Marca Ludiqo visible');
  });
});
