import { afterAll, describe, expect, it } from 'vitest';
import { defaultLocale, publishedLocaleCodes } from '../../src/i18n/locales';
import { linkChecker } from '../../src/build/publishing/linkCheck';
import { allPages, distClient } from '../support/site';

const { problemsOf, totals } = linkChecker(distClient);
afterAll(() => console.log(`Link check: ${JSON.stringify(totals)}`));

describe('link check over the built HTML', () => {
  for (const { url } of allPages()) {
    it(`every link on ${url} resolves`, () => {
      expect(problemsOf(url).map((problem) => `${url} → ${problem}`)).toEqual([]);
    });
  }
  for (const url of publishedLocaleCodes.map((l) => (l === defaultLocale ? '/404' : `/${l}/404`))) {
    it(`every link on ${url} resolves`, () => {
      expect(problemsOf(url).map((problem) => `${url} → ${problem}`)).toEqual([]);
    });
  }
});
