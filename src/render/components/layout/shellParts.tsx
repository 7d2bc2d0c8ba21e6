import type { MouseEvent } from 'react';
import { saveLocale } from '../../../i18n/languagePreference';
import { isPublishedLocale } from '../../../i18n/locales';
import { openConsentSettings } from '../../../browser/consent';
import { staticPart } from '../../islands/staticPart';

export const siteFooter = staticPart(() => import('./SiteFooter'));
export const mobileMenuLinks = staticPart(() => import('../header/MobileMenuLinks'));
/** The not-found page's map of the site: `preparePage` loads it for error pages only. */
export const notFoundSections = staticPart(() => import('./NotFoundSections'));

/** Every static part, for `preparePage` and for prefetching on the first intent to navigate. */
export async function loadShellParts(): Promise<void> {
  await Promise.all([siteFooter.load(), mobileMenuLinks.load()]);
}

/** The footer's two actions, read from its markup (SiteFooter). */
function onFooterClick(event: MouseEvent<HTMLDivElement>) {
  if (!(event.target instanceof Element)) return;
  if (event.target.closest('[data-consent-settings]')) openConsentSettings();
  const language = event.target.closest('a[data-save-locale]')?.getAttribute('lang');
  if (isPublishedLocale(language)) saveLocale(language);
}

export function SiteFooterPart() {
  return <siteFooter.Part onClick={onFooterClick} />;
}
