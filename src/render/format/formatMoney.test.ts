import { describe, expect, it } from 'vitest';
import { formatMoney } from './formatMoney';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatMoney', () => {
  it('shows cents only when there are any, in each locale’s format', () => {
    expect(formatMoney(14.5, 'en')).toBe('€14.50');
    expect(plain(formatMoney(14.5, 'es'))).toBe('14,50 €');
    expect(plain(formatMoney(14.5, 'fr'))).toBe('14,50 €');
    expect(formatMoney(1194, 'en')).toBe('€1,194');
    expect(plain(formatMoney(1194, 'fr'))).toBe('1 194 €');
    expect(plain(formatMoney(72, 'es'))).toBe('72 €');
    expect(plain(formatMoney(50, 'en', 'USD', 'code'))).toBe('USD 50');
    expect(plain(formatMoney(50, 'es', 'USD', 'code'))).toBe('50 USD');
  });
});
