import { Icon } from '../ui/Icon';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { registerUrl, site } from '../../../config/site';
import type { FrontmatterOf } from '../../../content/schema';
import { newOnPlan, previousPlan, statusOf } from '../../../data/capabilities';
import { restrictions, type Plan } from '../../../data/pricing';
import { featureText, formatEuros } from '../../format/pricingText';
import { fillTokens } from '../../../content/tokens';
import { labelText } from '../../../i18n/typography';
import { useLocale } from '../../hooks/useLocale';
import { Badge } from '../ui/Badge';
import { ButtonLink } from '../ui/ButtonLink';

type PricingCopy = FrontmatterOf<'pricing'>;

/**
 * A plan's card. Its lines come from `src/data`: the plan's limits, then what it adds to the plan
 * before it (capabilities.ts), so a capability is listed once, on the first plan that has it.
 */
export function PlanCard({
  plan,
  copy,
  wide = false,
}: {
  plan: Plan;
  copy: PricingCopy;
  /** Across a whole row (from tablets up): the plan's offer on the left, what it includes on the right. */
  wide?: boolean;
}) {
  const { locale } = useLocale();
  const { t } = useTranslation();
  const nameId = useId();
  const words = copy.plans[plan.id];
  const previous = previousPlan(plan.id);
  const number = new Intl.NumberFormat(locale);
  // One label per action across the site (the UI strings); a plan with no trial does not
  // promise a free start.
  const cta =
    plan.cta === 'sales'
      ? t('nav.sales')
      : plan.trial
        ? t('nav.startFree')
        : copy.labels.choosePlan;
  return (
    <article
      aria-labelledby={nameId}
      // A subgrid of the plan list's rows: each part of a card lines up with the same part of the
      // cards beside it, so no card reserves empty space for a line another card has.
      className={`relative grid rounded-card bg-white p-6 shadow-card sm:p-8 ${
        wide
          ? 'md:grid-flow-col md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:grid-rows-[repeat(3,auto)_1fr] md:gap-x-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]'
          : 'row-span-7 grid-rows-subgrid'
      } ${plan.highlighted ? 'ring-2 ring-brand-600' : 'ring-1 ring-slate-900/5'}`}
    >
      {plan.popular && (
        // Opaque, so the card's ring does not show through it as a strike-through line.
        <Badge tone="solidAccent" className="absolute -top-3.5 left-6 shadow-sm">
          {copy.labels.popular}
        </Badge>
      )}
      <h2 id={nameId} className="text-lg font-extrabold tracking-wide text-brand-700 uppercase">
        {plan.name}
      </h2>
      <p className="mt-2 text-sm leading-6 text-slate-600">{words.description}</p>
      <div className="mt-6">
        {plan.customPrice ? (
          plan.customPrice.from !== null ? (
            <>
              {/* "From" sits on the price's line, so every plan's price starts at one height. */}
              <p className="flex flex-wrap items-baseline gap-x-1.5">
                <span className="text-sm font-semibold text-slate-600">{copy.billing.from}</span>{' '}
                {/* The price and its "/month" wrap as one, never "/month" alone on a line. */}
                <span className="whitespace-nowrap">
                  <span className="text-4xl font-extrabold tracking-tight text-slate-950">
                    {formatEuros(plan.customPrice.from, locale)}
                  </span>
                  <span className="text-slate-600">{copy.billing.perMonth}</span>
                </span>
              </p>
              <p className="mt-1 text-sm text-slate-600">
                {copy.billing.customFrom} ·{' '}
                <span className="whitespace-nowrap">{copy.billing.vat}</span>
              </p>
            </>
          ) : (
            <p className="pt-5 text-3xl font-extrabold tracking-tight text-slate-950">
              {copy.billing.customPrice}
            </p>
          )
        ) : (
          <>
            {/* Both prices are in the page; the billing switch shows one (PricingPlans). */}
            {(
              [
                ['yearly', plan.priceYearly, copy.billing.billedYearly],
                ['monthly', plan.priceMonthly, copy.billing.billedMonthly],
              ] as const
            ).map(([billing, price, billed]) => (
              <div key={billing} data-billing={billing}>
                <p className="flex items-baseline">
                  <span className="text-4xl font-extrabold tracking-tight text-slate-950">
                    {formatEuros(price!, locale)}
                  </span>
                  <span className="text-slate-600">{copy.billing.perMonth}</span>
                </p>
                <p className="mt-1 text-sm text-slate-600">
                  {billed} · <span className="whitespace-nowrap">{copy.billing.vat}</span>
                </p>
              </div>
            ))}
            {plan.trial && (
              <p className="mt-1 text-sm font-semibold text-brand-700">
                {fillTokens(copy.billing.trial, { days: number.format(plan.trial.days) })}
              </p>
            )}
          </>
        )}
      </div>
      <ButtonLink
        href={plan.cta === 'sales' ? site.salesMeetingUrl : registerUrl}
        external
        variant={plan.highlighted ? 'primary' : 'secondary'}
        className="mt-6 w-full self-start"
      >
        {cta}
      </ButtonLink>
      <p className={`mt-6 text-sm text-slate-600 ${wide ? 'md:mt-0' : ''}`}>
        <span className="font-semibold text-slate-900">
          {/* Its colon is in the copy, spaced by the locale's typography. */}
          {copy.labels.idealFor}
        </span>{' '}
        {labelText(locale, words.idealFor)}
      </p>
      <p className="mt-6 text-sm font-semibold text-slate-900">
        {previous
          ? fillTokens(copy.labels.includesPrevious, { plan: previous.name })
          : copy.labels.includes}
      </p>
      <ul
        className={`mt-3 space-y-2.5 self-start text-sm ${wide ? 'md:row-span-2 md:grid md:grid-cols-2 md:content-start lg:grid-cols-3 md:gap-x-8 md:gap-y-2.5 md:space-y-0' : ''}`}
      >
        {plan.limits.map((limit) => (
          <li key={limit.key} className="flex gap-2.5 text-slate-700">
            {restrictions.has(limit.key) ? (
              <Icon name="minus" className="mt-0.5 size-4 shrink-0 text-slate-400" />
            ) : (
              <Icon name="check" className="mt-0.5 size-4 shrink-0 text-brand-600" />
            )}
            {featureText(copy.features, limit, locale)}
          </li>
        ))}
        {newOnPlan(plan.id).map((id) => (
          <li key={id} className="flex gap-2.5 text-slate-700">
            {/* Not a check mark for what is not there yet. */}
            {statusOf(id) === 'inDevelopment' ? (
              <Icon name="timer" className="mt-0.5 size-4 shrink-0 text-slate-500" />
            ) : (
              <Icon name="check" className="mt-0.5 size-4 shrink-0 text-brand-600" />
            )}
            <span>
              {copy.features[id]}
              {statusOf(id) === 'inDevelopment' && (
                <>
                  {' '}
                  <Badge tone="accent" className="py-0.5">
                    {copy.labels.inDevelopment}
                  </Badge>
                </>
              )}
            </span>
          </li>
        ))}
      </ul>
    </article>
  );
}
