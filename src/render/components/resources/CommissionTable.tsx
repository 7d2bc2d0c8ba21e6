import type { FrontmatterOf } from '../../../content/schema';
import {
  commissionExamples,
  monthlyCommission,
  referralsExample,
  referralsTotal,
  totalCommission,
} from '../../../data/affiliates';
import { formatMoney } from '../../format/formatMoney';
import { fillTokens } from '../../../content/tokens';
import { useAffiliateTerms } from '../../hooks/useAffiliateTerms';
import { useLocale } from '../../hooks/useLocale';

/**
 * The spec's commission examples, computed from `src/data/affiliates.ts`, in the locale's format:
 * each row is a subscription amount, never a plan name the pricing page does not have.
 */
export function CommissionTable({ copy }: { copy: FrontmatterOf<'affiliates'>['commission'] }) {
  const { locale } = useLocale();
  const fill = useAffiliateTerms();
  const money = (amount: number) => formatMoney(amount, locale);
  const perMonth = (amount: number) => `${money(amount)}${copy.perMonth}`;
  const columns = {
    monthly: copy.columns.monthly,
    total: fill(copy.columns.total),
  };
  // On phones each row becomes a card and each cell shows its column's name: four columns do
  // not fit 390 px, and a table that scrolls sideways hides half of what it compares.
  const cell =
    'px-5 py-4 max-sm:flex max-sm:items-baseline max-sm:justify-between max-sm:gap-4 max-sm:px-0 max-sm:py-1 max-sm:before:text-sm max-sm:before:font-normal max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]';
  return (
    <div className="mx-auto max-w-4xl">
      <div className="overflow-x-auto rounded-card bg-white shadow-card ring-1 ring-slate-900/5">
        <table className="w-full text-left sm:min-w-[36rem]">
          <caption className="sr-only">{fill(copy.caption)}</caption>
          <thead className="bg-brand-950 text-sm text-white max-sm:sr-only">
            <tr>
              {[copy.columns.subscription, columns.monthly, columns.total].map((label) => (
                <th key={label} scope="col" className="px-5 py-4 font-semibold">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {commissionExamples.map((example) => (
              <tr key={example.monthlyPrice} className="max-sm:block max-sm:px-5 max-sm:py-4">
                <th
                  scope="row"
                  data-label={copy.columns.subscription}
                  className={`${cell} font-semibold text-slate-950`}
                >
                  {perMonth(example.monthlyPrice)}
                </th>
                <td data-label={columns.monthly} className={`${cell} font-semibold text-brand-700`}>
                  {perMonth(monthlyCommission(example.monthlyPrice))}
                </td>
                <td
                  data-label={columns.total}
                  className={`${cell} text-lg font-extrabold text-slate-950`}
                >
                  {money(totalCommission(example.monthlyPrice))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-6 rounded-2xl bg-accent-300/30 px-6 py-4 text-center text-lg font-semibold text-amber-950">
        {fillTokens(copy.tenReferrals, {
          count: new Intl.NumberFormat(locale).format(referralsExample.referrals),
          price: perMonth(referralsExample.monthlyPrice),
          amount: money(referralsTotal()),
        })}
      </p>
    </div>
  );
}
