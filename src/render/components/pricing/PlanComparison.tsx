import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { registerUrl } from '../../../config/site';
import type { FrontmatterOf } from '../../../content/schema';
import { listedCapabilities, plansWith, statusOf } from '../../../data/capabilities';
import {
  audienceIds,
  audiences,
  limitRowsOf,
  limitSetBy,
  limitValue,
  type AudienceId,
} from '../../../data/pricing';
import { fillTokens } from '../../../content/tokens';
import { useLocale } from '../../hooks/useLocale';
import { Badge } from '../ui/Badge';
import { ButtonLink } from '../ui/ButtonLink';
import { Icon } from '../ui/Icon';
import { Toggle } from '../ui/Toggle';

type PricingCopy = FrontmatterOf<'pricing'>;

/**
 * Every plan of an audience side by side, line by line: the quantities, then what the cards list,
 * all from `src/data`. One table per audience; the audience switch shows one (PricingPlans,
 * `data-audience`). On phones a switch of the plans' names picks the one column shown beside the
 * rows' names (global.css, `[data-compare]`); where CSS cannot, the table scrolls sideways.
 */
export function PlanComparison({ copy }: { copy: PricingCopy }) {
  const titleId = useId();
  const { t } = useTranslation();
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
      {/* A table read to its last line ended the page's offer with no step to take (twenty-third
          design review). */}
      <div
        data-next=""
        className="mt-10 flex flex-col items-start gap-4 rounded-card bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:px-8"
      >
        <p className="text-lg leading-7 font-semibold text-pretty text-slate-900">
          {copy.compare.nextStep}
        </p>
        <ButtonLink href={registerUrl} external className="shrink-0">
          {t('nav.startFree')}
        </ButtonLink>
      </div>
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
        className="left-0 bg-white pt-8 pb-3 text-left text-xs sm:sticky font-bold tracking-wider text-brand-700 uppercase"
      >
        {title}
      </th>
    </tr>
  );
  const row = (key: string, label: string, cells: ReactNode[]) => (
    <tr key={key} className="border-t border-slate-200">
      <th
        scope="row"
        className="left-0 bg-white py-3 pr-4 text-left font-medium text-slate-700 sm:sticky"
      >
        {label}
      </th>
      {cells.map((cell, index) => (
        <td
          key={plans[index]!.id}
          data-plan-column={index}
          className="px-2 py-3 text-center text-slate-900"
        >
          {cell}
        </td>
      ))}
    </tr>
  );
  return (
    <div data-audience={audience} data-compare="" className="mt-10">
      {/* One plan at a time on phones: four columns scrolled sideways showed two and a half, the
          third cut mid-word ("STUDI", "Sin lím"), and read as a clipped table (eighteenth design
          review). The popular plan shows first. */}
      <div className="mb-4 sm:hidden">
        <Toggle
          look="pairs"
          legend={copy.compare.pick}
          defaultValue={String(
            Math.max(
              0,
              plans.findIndex((plan) => plan.popular),
            ),
          )}
          options={plans.map((plan, index) => ({ value: String(index), label: plan.name }))}
        />
      </div>
      {/* Focusable, so a keyboard can scroll it where it is wider than the screen; positioned, so
          the cells' visually hidden words are clipped with it, not laid out past the page's edge. */}
      <div
        role="region"
        aria-label={name}
        tabIndex={0}
        className="relative focus-visible:outline-2 focus-visible:outline-brand-600 sm:overflow-x-auto"
      >
        <table className="w-full border-collapse text-sm sm:min-w-[30rem] sm:table-fixed">
          <caption className="sr-only">{name}</caption>
          {/* On phones the plan's name stays in view under the site's bar as its rows go by. */}
          <thead className="bg-white max-sm:sticky max-sm:top-16 max-sm:z-10">
            <tr>
              <th
                scope="col"
                className="left-0 w-[58%] bg-white pb-3 text-left font-semibold text-slate-500 sm:sticky sm:w-[34%]"
              >
                {copy.compare.feature}
              </th>
              {plans.map((plan, index) => (
                <th
                  key={plan.id}
                  scope="col"
                  data-plan-column={index}
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
                  // As heavy as a count beside it: in regular weight it read as a lesser value.
                  if (value === 'unlimited')
                    return <span className="font-semibold">{copy.compare.unlimited}</span>;
                  const setBy = limitSetBy(plan.id, id);
                  return (
                    <>
                      <span className="font-semibold">{number.format(value)}</span>
                      {/* A count kept from the plan before read as a slip (STUDIO+'s 5 users,
                          seventeenth and eighteenth design reviews): said to be the same. Read
                          aloud after the count, held to it by a no-break space. */}
                      {setBy && setBy.id !== plan.id && (
                        <>
                          {'\u00A0'}
                          <span className="block text-xs text-slate-500">
                            {fillTokens(copy.compare.same, { plan: setBy.name })}
                          </span>
                        </>
                      )}
                    </>
                  );
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
