import { affiliateProgram } from '../../data/affiliates';
import { formatMoney } from '../format/formatMoney';
import { fillTokens } from '../../content/tokens';
import { useLocale } from './useLocale';

/** Fills `{{percent}}`, `{{months}}`, `{{cookieDays}}`, `{{minPayout}}` and `{{payoutDay}}` in copy. */
export function useAffiliateTerms(): (text: string) => string {
  const { locale } = useLocale();
  const { commissionPercent, commissionMonths, cookieDays, minimumPayout, payoutDay } =
    affiliateProgram;
  const number = new Intl.NumberFormat(locale);
  const values = {
    percent: number.format(commissionPercent),
    months: number.format(commissionMonths),
    cookieDays: number.format(cookieDays),
    minPayout: formatMoney(minimumPayout.amount, locale, minimumPayout.currency, 'code'),
    payoutDay: number.format(payoutDay),
  };
  return (text) => fillTokens(text, values);
}
