import type { site } from '../../../config/site';
import type { Locale } from '../../../i18n/locales';
import { useLocale } from '../../hooks/useLocale';
import type { MdxProps } from './mdxProps';
import { siteValues } from './siteValues';

/** The registered office in a locale's words: the country is named by `Intl`, never retyped. */
export function formatAddress(address: typeof site.legal.address, locale: Locale): string {
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(address.country);
  // A postcode and its town never part at the end of a line.
  return `${address.street}, ${address.postalCode}\u00A0${address.city}, ${country}`;
}

/** Prints a value from `src/config/site.ts`, so legal texts never retype company data. */
export function SiteValue({ name }: MdxProps<'SiteValue'>) {
  const { locale } = useLocale();
  const value = siteValues[name];
  if (value === undefined)
    throw new Error(`<SiteValue name="${String(name)}" /> is not a site value`);
  if (typeof value === 'object') return <>{formatAddress(value, locale)}</>;
  if (name === 'privacyEmail' || name === 'contactEmail') {
    return <a href={`mailto:${value}`}>{value}</a>;
  }
  return <>{value}</>;
}
