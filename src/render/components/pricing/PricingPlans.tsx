import { usePageContext } from 'vike-react/usePageContext';
import type { FrontmatterOf } from '../../../content/schema';
import {
  audienceIds,
  audiences,
  defaultAudience,
  defaultBilling,
  type AudienceId,
  lowestPrice,
} from '../../../data/pricing';
import { companiesPricingAnchor } from '../../../content/audienceRoute';
import { fillTokens } from '../../../content/tokens';
import { useLocale } from '../../hooks/useLocale';
import { Badge } from '../ui/Badge';
import { Container } from '../ui/Container';
import { Toggle } from '../ui/Toggle';
import { PlanCard } from './PlanCard';
import { PlanComparison } from './PlanComparison';
import { formatEuros } from '../../format/pricingText';

/**
 * Audience switch, billing switch (yearly first) and the plan grid of each audience. Both
 * switches are radio buttons, and CSS shows what they select (global.css, `[data-pricing]`): the
 * page ships no script for its plans, and without JavaScript every plan can still be reached.
 *
 * `/pricing#companies` (a companies page's pricing links) opens on the companies' plans: the
 * audience switch comes twice, and the fragment's `:target` shows the copy whose companies option
 * is checked. Client-side navigation does not set `:target`, but renders here with the URL's hash.
 */
export function PricingPlans({ copy }: { copy: FrontmatterOf<'pricing'> }) {
  const { locale } = useLocale();
  const { urlParsed } = usePageContext();
  const opening: AudienceId =
    urlParsed.hashOriginal === `#${companiesPricingAnchor}` ? 'companies' : defaultAudience;
  const audienceSwitch = (checked: AudienceId) => (
    <Toggle
      look="cards"
      legend={copy.audiences.label}
      defaultValue={checked}
      options={audienceIds.map((id) => ({
        value: id,
        label: copy.audiences[id],
        description: (
          <>
            {copy.audiences.hints[id]}
            {/* The audience's lowest price, for the billing shown: a company buyer who lands on
                the creators' plans sees what theirs start at without switching (sixteenth design
                review: no companies' price in the page's first view). */}
            {(['yearly', 'monthly'] as const).map((billing) => (
              <span
                key={billing}
                data-billing={billing}
                className="mt-1 block font-semibold text-slate-900"
              >
                {copy.billing.from} {formatEuros(lowestPrice(id, billing), locale)}
                {copy.billing.perMonth}
              </span>
            ))}
          </>
        ),
      }))}
    />
  );
  return (
    <div data-pricing>
      <Container className="pb-8">
        <div className="flex flex-col items-center gap-4">
          <div data-audience-switch="default" className="flex w-full justify-center">
            {audienceSwitch(opening)}
          </div>
          <div
            id={companiesPricingAnchor}
            data-audience-switch="companies"
            className="flex w-full scroll-mt-28 justify-center"
          >
            {audienceSwitch('companies')}
          </div>
          <Toggle
            legend={copy.billing.label}
            defaultValue={defaultBilling}
            options={[
              { value: 'monthly', label: copy.billing.monthly },
              {
                value: 'yearly',
                label: (
                  <>
                    {copy.billing.yearly}
                    {audienceIds.map((id) => (
                      <span key={id} data-audience={id} className="contents">
                        <Badge tone="solidAccent" className="py-0.5 whitespace-nowrap">
                          {fillTokens(copy.billing.save, {
                            percent: new Intl.NumberFormat(locale).format(
                              audiences[id].yearlySavingPercent,
                            ),
                          })}
                        </Badge>
                      </span>
                    ))}
                  </>
                ),
              },
            ]}
          />
        </div>
        {audienceIds.map((id) => (
          <div key={id} data-audience={id} className="mt-12">
            {/* Three plans side by side; a fourth (the creators' ENTERPRISE, the shortest list)
                runs across the row below, as a card of its own shape: four columns gave every
                card the longest list's height and left the short ones half empty. */}
            <ul
              className={`grid gap-x-6 md:grid-cols-3 ${audiences[id].plans.length > 3 ? '' : 'mx-auto max-w-5xl'}`}
            >
              {audiences[id].plans.map((plan, index) => (
                <li
                  key={plan.id}
                  className={
                    index < 3 ? 'row-span-7 mb-6 grid grid-rows-subgrid' : 'mb-6 grid md:col-span-3'
                  }
                >
                  <PlanCard plan={plan} copy={copy} wide={index >= 3} />
                </li>
              ))}
            </ul>
          </div>
        ))}
        <PlanComparison copy={copy} />
      </Container>
    </div>
  );
}
