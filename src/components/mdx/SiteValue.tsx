import { site } from '../../config/site';
import { useLocale } from '../../lib/useLocale';

const values = {
  ...site.legal,
  brand: site.brand,
  siteUrl: site.siteUrl,
} as const;

export type SiteValueName = keyof typeof values;

/** Prints a value from `src/config/site.ts`, so legal texts never retype company data. */
export function SiteValue({ name }: { name: SiteValueName }) {
  const { locale } = useLocale();
  const value = values[name];
  if (value === undefined)
    throw new Error(`<SiteValue name="${String(name)}" /> is not a site value`);
  if (name === 'privacyEmail' || name === 'contactEmail') {
    return <a href={`mailto:${value}`}>{value}</a>;
  }
  // The country in the page's language: "España", "Spain", "Espagne".
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(site.legal.country);
  if (name === 'country') return <>{country}</>;
  if (name === 'address') return <>{`${value}, ${country}`}</>;
  return <>{value}</>;
}
