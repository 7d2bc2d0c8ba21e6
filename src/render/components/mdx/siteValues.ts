import { site } from '../../../config/site';

/** What `<SiteValue name="…" />` may print: company data from `src/config/site.ts`. */
export const siteValues = {
  ...site.legal,
  brand: site.brand,
  siteUrl: site.siteUrl,
} as const;

export type SiteValueName = keyof typeof siteValues;
