import { useId, type ReactNode } from 'react';
import type { FrontmatterOf } from '../../../content/schema';
import { listedCapabilities, plansWith, statusOf } from '../../../data/capabilities';
import {
  audienceIds,
  audiences,
  limitRowsOf,
  limitValue,
  type AudienceId,
} from '../../../data/pricing';
import { fillTokens } from '../../../content/tokens';
import { useLocale } from '../../hooks/useLocale';
import { Badge } from '../ui/Badge';
import { Icon } from '../ui/Icon';

type PricingCopy = FrontmatterOf<'pricing'>;

/**
 * Every plan of an audience side by side, line by line: the quantities, then what the cards list,
 * all from `src/data`. One table per audience; the audience switch shows one (PricingPlans,
 * `data-audience`). On phones the table scrolls sideways under a fixed first column.
 */
export function PlanComparison({ copy }: { copy: PricingCopy }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="mt-20 sm:mt-24">
      <div className="mx-auto max-w-2xl text-center">
        <h2
          id={titleId}
          className="text-[1.625rem]/8 font-extrabold tracking-tight text-slate-950 sm:text-4xl"
        >
          {copy.compare.title}
        </h2>
        <p className="mt-4 text-base leading-7 text-slate-600 sm:text-lg">
          {copy.compare.subtitle}
        </p>
      </div>
      {audienceIds.map((id) => (
        <AudienceTable key={id} audience={id} copy={copy} />
      ))}
    </section>
  );
}

function AudienceTable({ audience, copy }: { audience: AudienceId; copy: PricingCopy }) {
  const { locale } = useLocale();
  const number = new Intl.NumberFormat(locale);
  const plans = audiences[audience].plans;
  const name = `${copy.compare.title}: ${copy.audiences[audience]}`;
  const dash = (
    <>
      <span aria-hidden="true" className="text-slate-400">
        —
      </span>
      <span className="sr-only">{copy.compare.notIncluded}</span>
    </>
  );
  const groupRow = (title: string) => (
    <tr>
      <th
        scope="colgroup"
        colSpan={plans.length + 1}
        className="sticky left-0 bg-white pt-8 pb-3 text-left text-xs font-bold tracking-wider text-brand-700 uppercase"
      >
        {title}
      </th>
    </tr>
  );
  const row = (key: string, label: string, cells: ReactNode[]) => (
    <tr key={key} className="border-t border-slate-200">
      <th
        scope="row"
        className="sticky left-0 bg-white py-3 pr-4 text-left font-medium text-slate-700"
      >
        {label}
      </th>
      {cells.map((cell, index) => (
        <td key={plans[index]!.id} className="px-2 py-3 text-center text-slate-900">
          {cell}
        </td>
      ))}
    </tr>
  );
  return (
    <div data-audience={audience} className="mt-10">
      {/* Said in words: a column cut at the screen's edge alone read as the end of the table,
          its last rows as all dashes (seventeenth design review). */}
      <p className="mb-3 flex items-center gap-2 text-sm text-slate-600 sm:hidden">
        {fillTokens(copy.compare.swipe, { count: String(plans.length) })}
        <Icon name="arrow-right" className="size-4 text-brand-600" />
      </p>
      {/* Focusable, so a keyboard can scroll it where it is wider than the screen; positioned, so
          the cells' visually hidden words are clipped with it, not laid out past the page's edge. */}
      <div
        role="region"
        aria-label={name}
        tabIndex={0}
        className="relative -mx-4 overflow-x-auto px-4 focus-visible:outline-2 focus-visible:outline-brand-600 sm:mx-0 sm:px-0"
      >
        <table className="w-full min-w-[30rem] table-fixed border-collapse text-sm">
          <caption className="sr-only">{name}</caption>
          <thead>
            <tr>
              <th
                scope="col"
                className="sticky left-0 w-[34%] bg-white pb-3 text-left font-semibold text-slate-500"
              >
                {copy.compare.feature}
              </th>
              {plans.map((plan) => (
                <th
                  key={plan.id}
                  scope="col"
                  className={`px-2 pb-3 text-center text-sm font-extrabold tracking-wide uppercase ${plan.highlighted ? 'text-brand-700' : 'text-slate-900'}`}
                >
                  {plan.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {groupRow(copy.compare.limits)}
            {limitRowsOf(audience).map((id) =>
              row(
                id,
                copy.compare.rows[id],
                plans.map((plan) => {
                  const value = limitValue(plan.id, id);
                  if (value === null) return dash;
                  if (value === 'unlimited') return copy.compare.unlimited;
                  return <span className="font-semibold">{number.format(value)}</span>;
                }),
              ),
            )}
          </tbody>
          <tbody>
            {groupRow(copy.compare.capabilities)}
            {listedCapabilities(audience).map((id) =>
              row(
                id,
                copy.features[id]!,
                plans.map((plan) => {
                  if (!plansWith(id).some((candidate) => candidate.id === plan.id)) return dash;
                  if (statusOf(id) === 'inDevelopment')
                    return (
                      <Badge tone="accent" className="py-0.5">
                        {copy.labels.inDevelopment}
                      </Badge>
                    );
                  return (
                    <>
                      <Icon name="check" className="mx-auto size-5 text-brand-600" />
                      <span className="sr-only">{copy.compare.included}</span>
                    </>
                  );
                }),
              ),
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
