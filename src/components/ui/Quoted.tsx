import type { ReactNode } from 'react';
import { localeInfo } from '../../i18n/locales';
import { useLocale } from '../../lib/useLocale';

/** A quotation in the page's own quotation marks (`quotes` in src/i18n/locales.ts). */
export function Quoted({ children }: { children: ReactNode }) {
  const [open, close] = localeInfo(useLocale().locale).quotes;
  return (
    <>
      {open}
      {children}
      {close}
    </>
  );
}
