import type { Locale } from '../../../i18n/locales';
import {
  affiliateProgram,
  monthlyCommission,
  referralsExample,
  referralsTotal,
} from '../../../data/affiliates';
import { formatMoney } from '../../../render/format/formatMoney';
import { formatPercent } from '../../../render/format/formatPercent';
import type { SceneCopy } from '../copy/types';
import { appWindow, palette, rect, text } from './svg';
import { button, fitText, lines, panelLabel, pill, pillWidth } from './ui';

/** `{name}` slots filled with values. */
const filled = (words: string, values: Record<string, string>) =>
  words.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);

/**
 * The affiliate programme's figures, as a partner's panel shows them for the spec's own example
 * (ten referrals on a 29 € subscription): every figure from src/data, formatted for the locale.
 */
export function affiliateFigures(copy: SceneCopy['affiliate'], locale: Locale) {
  const { monthlyPrice, referrals } = referralsExample;
  const money = (amount: number) => formatMoney(amount, locale);
  const values = {
    price: money(monthlyPrice),
    referrals: new Intl.NumberFormat(locale).format(referrals),
    percent: formatPercent(affiliateProgram.commissionPercent, locale),
    months: new Intl.NumberFormat(locale).format(affiliateProgram.commissionMonths),
    day: new Intl.NumberFormat(locale).format(affiliateProgram.payoutDay),
    total: money(referralsTotal()),
  };
  return {
    example: filled(copy.example, values),
    tiles: [
      { label: copy.tiles[0], value: values.referrals, note: filled(copy.notes[0], values) },
      {
        label: copy.tiles[1],
        value: money(monthlyCommission(monthlyPrice) * referrals),
        note: filled(copy.notes[1], values),
      },
      { label: copy.tiles[2], value: filled(copy.payday, values), note: copy.notes[2] },
    ],
    chartTitle: filled(copy.chartTitle, values),
    total: filled(copy.total, values),
    months: affiliateProgram.commissionMonths,
  };
}

/**
 * The commission added up month by month, each bar numbered under it and standing on the same
 * baseline, the last (the year's total) in the total's green:
 * `span` wide from `left`. Twelve equal monthly bars said only "the same every month" (fifteenth
 * design review); the running total shows what twelve months of it come to. Shared by the desktop
 * and phone panels.
 */
export function monthBars(
  months: number,
  layout: {
    left: number;
    span: number;
    barWidth: number;
    top: number;
    height: number;
    rx: number;
    labelY: number;
  },
): string {
  const { left, span, barWidth, top, height, rx, labelY } = layout;
  const gap = (span - months * barWidth) / (months - 1);
  return Array.from({ length: months }, (_, i) => {
    const x = left + i * (barWidth + gap);
    const barHeight = Math.max(rx * 2, (height * (i + 1)) / months);
    const fill = i === months - 1 ? palette.emerald400 : palette.brand300;
    return [
      rect(x, top + height - barHeight, barWidth, barHeight, { rx, fill }),
      text(x + barWidth / 2, labelY, String(i + 1), {
        size: 14,
        weight: 600,
        fill: palette.slate500,
        anchor: 'middle',
      }),
    ].join('');
  }).join('');
}

/** A partner's panel: the referral link, this month's figures, and twelve months of payments. */
export function drawAffiliate(copy: SceneCopy['affiliate'], locale: Locale): string {
  const figures = affiliateFigures(copy, locale);
  return [
    appWindow(10, 14, 700, 452, copy.windowTitle),
    panelLabel(30, 82, copy.linkLabel, 300),
    pill(690 - pillWidth(figures.example), 64, figures.example, {
      fill: palette.accent300,
      color: palette.brand950,
    }),
    rect(30, 94, 540, 42, { rx: 10, fill: palette.slate50, stroke: palette.slate200 }),
    fitText(46, 121, copy.link, 500, { size: 15, fill: palette.slate700 }),
    button(582, 94, 108, 42, copy.copy, { size: 15 }),
    ...figures.tiles.map((tile, i) => {
      const x = 30 + i * 224;
      return [
        rect(x, 154, 212, 104, { rx: 12, fill: palette.white, stroke: palette.slate200 }),
        fitText(x + 16, 178, tile.label, 180, { size: 14, weight: 600, fill: palette.slate500 }),
        fitText(x + 16, 216, tile.value, 180, {
          size: 30,
          weight: 800,
          fill: i === 1 ? palette.emerald600 : palette.slate900,
        }),
        lines(x + 16, 242, tile.note, 184, 16, { size: 14, fill: palette.slate500 }).svg,
      ].join('');
    }),
    rect(30, 276, 660, 170, { rx: 12, fill: palette.white, stroke: palette.slate200 }),
    fitText(46, 302, figures.chartTitle, 380, { size: 15, weight: 700 }),
    fitText(674, 302, figures.total, 240, {
      size: 15,
      weight: 800,
      fill: palette.emerald600,
      anchor: 'end',
    }),
    monthBars(figures.months, {
      left: 40,
      span: 640,
      barWidth: 34,
      top: 330,
      height: 78,
      rx: 6,
      labelY: 430,
    }),
  ].join('');
}
