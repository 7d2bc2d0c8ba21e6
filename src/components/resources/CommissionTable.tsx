import type { FrontmatterOf } from '../../content/schema';
import {
  commissionExamples,
  monthlyCommission,
  referralsExample,
  referralsTotal,
  totalCommission,
} from '../../data/affiliates';
import { formatMoney } from '../../lib/formatMoney';
import { fillTokens } from '../../lib/tokens';
import { useAffiliateTerms } from '../../lib/useAffiliateTerms';
import { useLocale } from '../../lib/useLocale';

/** The spec's commission examples, computed from `src/data/affiliates.ts`, in the locale's format. */
export function CommissionTable({ copy }: { copy: FrontmatterOf<'affiliates'>['commission'] }) {
  const { locale } = useLocale();
  const fill = useAffiliateTerms();
  const money = (amount: number) => formatMoney(amount, locale);
  return (
    <div className="mx-auto max-w-4xl">
      <div className="overflow-x-auto rounded-card bg-white shadow-card ring-1 ring-slate-900/5">
        <table className="w-full min-w-[36rem] text-left">
          <caption className="sr-only">{fill(copy.caption)}</caption>
          <thead className="bg-brand-950 text-sm text-white">
            <tr>
              {[
                copy.columns.plan,
                copy.columns.price,
                copy.columns.monthly,
                fill(copy.columns.total),
              ].map((label) => (
                <th key={label} scope="col" className="px-5 py-4 font-semibold">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {commissionExamples.map((example) => (
              <tr key={example.plan}>
                <th scope="row" className="px-5 py-4 font-semibold text-slate-950">
                  {example.plan}
                </th>
                <td className="px-5 py-4 text-slate-700">
                  {money(example.monthlyPrice)}
                  {copy.perMonth}
                </td>
                <td className="px-5 py-4 font-semibold text-brand-700">
                  {money(monthlyCommission(example.monthlyPrice))}
                  {copy.perMonth}
                </td>
                <td className="px-5 py-4 text-lg font-extrabold text-slate-950">
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
          amount: money(referralsTotal()),
        })}
      </p>
    </div>
  );
}
