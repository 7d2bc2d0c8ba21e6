import type { Locale } from '../../i18n/locales';
import { percentSpace, percentSpacing } from '../../i18n/typography';

/**
 * A percentage from `Intl`, in the locale's typography as the build sets copy
 * (`src/i18n/typography.ts`): `45 %` in Spanish and French, `45%` in English. CLDR gives French a
 * full no-break space; the copy uses a narrow one. `sign` adds a leading plus.
 */
export function formatPercent(value: number, locale: Locale, { sign = false } = {}): string {
  const formatted = new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: sign ? 'exceptZero' : 'auto',
  }).format(value / 100);
  return percentSpace[locale] ? percentSpacing(formatted, percentSpace[locale]) : formatted;
}

/** A figure of `src/data/figures.ts` as one line of text: a share, or "from → to". */
export function formatFigure(
  figure: { percent: number; sign?: boolean } | { from: number; to: number },
  locale: Locale,
): string {
  return 'percent' in figure
    ? formatPercent(figure.percent, locale, { sign: figure.sign })
    : `${formatPercent(figure.from, locale)} → ${formatPercent(figure.to, locale)}`;
}
