import type { AnchorHTMLAttributes } from 'react';
import { isInternalHref } from '../../../i18n/urls';
import { useLocale } from '../../hooks/useLocale';

/** Writers link routes unprefixed (`/pricing`); the reader's locale is added here. */
export function MdxLink({ href = '', ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { localize } = useLocale();
  if (isInternalHref(href)) return <a {...rest} href={localize(href)} />;
  if (/^https?:/.test(href)) {
    return <a {...rest} href={href} target="_blank" rel="noopener noreferrer" />;
  }
  return <a {...rest} href={href} />;
}
