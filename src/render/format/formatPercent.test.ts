import { describe, expect, it } from 'vitest';
import { locales } from '../../i18n/locales';
import { formatPercent } from './formatPercent';

describe('formatPercent', () => {
  it('writes the number and the sign as Intl does for each locale', () => {
    for (const { code } of locales) {
      const number = new Intl.NumberFormat(code).format(45);
      const formatted = formatPercent(45, code);
      expect(formatted.startsWith(number), code).toBe(true);
      expect(formatted.endsWith('%'), code).toBe(true);
      // Whatever separates them is a no-break space, never a plain one.
      expect(formatted.slice(number.length, -1), code).toMatch(/^[\u00a0\u202f]?$/);
    }
  });
  it('uses the space the copy uses: no-break in Spanish, narrow no-break in French', () => {
    expect(formatPercent(45, 'es')).toBe('45\u00A0%');
    expect(formatPercent(45, 'fr')).toBe('45\u202F%');
    expect(formatPercent(45, 'en')).toBe('45%');
  });
  it('keeps one decimal and adds a plus sign on request', () => {
    expect(formatPercent(12.34, 'en')).toBe('12.3%');
    expect(formatPercent(48, 'en', { sign: true })).toBe('+48%');
    expect(formatPercent(0, 'en', { sign: true })).toBe('0%');
    expect(formatPercent(48, 'fr', { sign: true })).toMatch(/^\+48[\u00a0\u202f]%$/);
  });
});
