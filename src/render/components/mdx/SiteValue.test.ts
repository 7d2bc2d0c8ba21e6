import { describe, expect, it } from 'vitest';
import { site } from '../../../config/site';
import { formatAddress } from './SiteValue';

describe('registered office', () => {
  it('names the country in the page language', () => {
    const { address } = site.legal;
    expect(formatAddress(address, 'es')).toMatch(/, España$/);
    expect(formatAddress(address, 'en')).toMatch(/, Spain$/);
    expect(formatAddress(address, 'fr')).toMatch(/, Espagne$/);
  });
});
