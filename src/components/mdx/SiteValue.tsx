import { site } from '../../config/site';

const values = {
  ...site.legal,
  brand: site.brand,
  siteUrl: site.siteUrl,
} as const;

export type SiteValueName = keyof typeof values;

/** Prints a value from `src/config/site.ts`, so legal texts never retype company data. */
export function SiteValue({ name }: { name: SiteValueName }) {
  const value = values[name];
  if (value === undefined)
    throw new Error(`<SiteValue name="${String(name)}" /> is not a site value`);
  if (name === 'privacyEmail' || name === 'contactEmail') {
    return <a href={`mailto:${value}`}>{value}</a>;
  }
  return <>{value}</>;
}
