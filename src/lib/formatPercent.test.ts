import { describe, expect, it } from 'vitest';
import { formatPercent } from './formatPercent';

describe('formatPercent', () => {
  it('follows each locale’s typography', () => {
    expect(formatPercent(45, 'es')).toBe('45%');
    expect(formatPercent(45, 'en')).toBe('45%');
    expect(formatPercent(45, 'fr')).toBe('45\u202f%');
  });
  it('adds a plus sign on request', () => {
    expect(formatPercent(48, 'en', { sign: true })).toBe('+48%');
    expect(formatPercent(48, 'fr', { sign: true })).toBe('+48\u202f%');
  });
});
