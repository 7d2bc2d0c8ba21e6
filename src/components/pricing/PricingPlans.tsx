import { useState } from 'react';
import type { FrontmatterOf } from '../../content/schema';
import { audienceIds, audiences, defaultBilling, type Billing } from '../../data/pricing';
import { fillTokens } from '../../lib/tokens';
import { useLocale } from '../../lib/useLocale';
import { Badge } from '../ui/Badge';
import { Container } from '../ui/Container';
import { Toggle } from '../ui/Toggle';
import { useTabs } from '../ui/useTabs';
import { PlanCard } from './PlanCard';

/** Audience switch (tabs), billing toggle (yearly first) and the plan grid of each audience. */
export function PricingPlans({ copy }: { copy: FrontmatterOf<'pricing'> }) {
  const { locale } = useLocale();
  const [billing, setBilling] = useState<Billing>(defaultBilling);
  const tabs = useTabs(audienceIds.length);
  const saving = audiences[audienceIds[tabs.active]!].yearlySavingPercent;
  return (
    <Container className="pb-8">
      <div className="flex flex-col items-center gap-4">
        <div
          {...tabs.tabListProps}
          aria-label={copy.audiences.label}
          className="flex w-full max-w-md gap-1 rounded-2xl bg-slate-100 p-1"
        >
          {audienceIds.map((id, index) => (
            <button
              key={id}
              {...tabs.tabProps(index)}
              className="min-h-11 flex-auto rounded-xl px-3 text-sm whitespace-nowrap font-semibold text-slate-700 transition-colors hover:text-slate-950 aria-selected:bg-white aria-selected:text-brand-700 aria-selected:shadow-sm sm:text-base"
            >
              {copy.audiences[id]}
            </button>
          ))}
        </div>
        <Toggle
          legend={copy.billing.label}
          value={billing}
          onChange={setBilling}
          options={[
            { value: 'monthly', label: copy.billing.monthly },
            {
              value: 'yearly',
              label: (
                <>
                  {copy.billing.yearly}
                  <Badge tone="solidAccent" className="py-0.5 whitespace-nowrap">
                    {fillTokens(copy.billing.save, {
                      percent: new Intl.NumberFormat(locale).format(saving),
                    })}
                  </Badge>
                </>
              ),
            },
          ]}
        />
      </div>
      {audienceIds.map((id, index) => (
        <div key={id} {...tabs.panelProps(index)} className="mt-12 focus-visible:outline-offset-8">
          <ul
            className={`grid gap-x-6 ${audiences[id].plans.length === 4 ? 'md:grid-cols-2 xl:grid-cols-4' : 'md:grid-cols-3'} ${audiences[id].plans.length === 3 ? 'mx-auto max-w-5xl' : ''}`}
          >
            {audiences[id].plans.map((plan) => (
              <li key={plan.id} className="row-span-7 mb-6 grid grid-rows-subgrid">
                <PlanCard plan={plan} billing={billing} copy={copy} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </Container>
  );
}
