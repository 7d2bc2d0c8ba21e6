import { describe, expect, it } from 'vitest';
import * as site from './locales';

describe('localeModule', () => {
  it('derives from the site list exactly what the module exports', () => {
    const derived = site.localeModule(site.locales);
    expect(derived.localeCodes).toEqual(site.localeCodes);
    expect(derived.publishedLocales).toEqual(site.publishedLocales);
    expect(derived.publishedLocaleCodes).toEqual(site.publishedLocaleCodes);
    for (const value of [...site.localeCodes, 'xx', '', undefined, 3]) {
      expect(derived.isLocale(value)).toBe(site.isLocale(value));
      expect(derived.isPublishedLocale(value)).toBe(site.isPublishedLocale(value));
    }
    for (const code of site.localeCodes) {
      expect(derived.localeInfo(code)).toEqual(site.localeInfo(code));
    }
  });
});
