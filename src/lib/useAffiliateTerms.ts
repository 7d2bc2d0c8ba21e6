import { affiliateProgram } from '../data/affiliates';
import { formatMoney } from './formatMoney';
import { useLocale } from './useLocale';

/** Fills `{{percent}}`, `{{months}}`, `{{cookieDays}}`, `{{minPayout}}` and `{{payoutDay}}` in copy. */
export function useAffiliateTerms(): (text: string) => string {
  const { locale } = useLocale();
  const { commissionPercent, commissionMonths, cookieDays, minimumPayout, payoutDay } =
    affiliateProgram;
  const values: Record<string, string> = {
    percent: String(commissionPercent),
    months: String(commissionMonths),
    cookieDays: String(cookieDays),
    minPayout: formatMoney(minimumPayout.amount, locale, minimumPayout.currency, 'code'),
    payoutDay: String(payoutDay),
  };
  return (text) => text.replace(/\{\{(\w+)\}\}/g, (token, name: string) => values[name] ?? token);
}
