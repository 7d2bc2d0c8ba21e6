import type { FrontmatterOf } from '../../../content/schema';
import { useTranslation } from 'react-i18next';
import { onEveryPlan, planNames, statusOf } from '../../../data/capabilities';
import { integrations as capabilityOf } from '../../../data/integrations';
import { capitalize } from '../../../i18n/typography';
import { useLocale } from '../../hooks/useLocale';
import { Badge } from '../ui/Badge';
import { Icon } from '../ui/Icon';
import type { IconName } from '../ui/iconNames';
import { Section } from '../ui/Section';

const integrationIcons: Record<string, IconName> = {
  api: 'download',
  extension: 'puzzle',
  lms: 'blocks',
  crm: 'users',
};

export function IntegrationsSection({
  integrations,
}: {
  integrations: FrontmatterOf<'home'>['integrations'];
}) {
  const { locale } = useLocale();
  const { t } = useTranslation();
  const inDevelopment = (id: keyof typeof capabilityOf) =>
    statusOf(capabilityOf[id]) === 'inDevelopment';
  const available = integrations.items.filter((item) => !inDevelopment(item.id));
  const coming = integrations.items.filter((item) => inDevelopment(item.id));
  return (
    <Section title={integrations.title} subtitle={integrations.subtitle} tone="muted">
      <ul className="grid gap-6 sm:grid-cols-2">
        {available.map((item) => {
          const capability = capabilityOf[item.id];
          // What not every plan has names its plans, as every promise of it does; what every plan
          // has says so, so both cards end on their plans (a card without one was half empty).
          const plans = onEveryPlan(capability)
            ? t('plans.every')
            : t('plans.with', { plans: planNames(capability, locale) });
          return (
            <li
              key={item.id}
              className="flex flex-col gap-4 rounded-card bg-white p-6 shadow-card ring-1 ring-slate-900/5"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                <Icon name={integrationIcons[item.id]!} className="size-6" />
              </span>
              <h3 className="text-lg font-bold text-slate-950">{item.title}</h3>
              <p className="leading-7 text-slate-600">{item.description}</p>
              {/* Under the text, the card's whole width: beside the icon it broke in two. */}
              <Badge tone="brand" className="mt-auto self-start">
                {capitalize(plans, locale)}
              </Badge>
            </li>
          );
        })}
        {/* What is in development is said once, for all of it, in a quieter row under what is
            available: in a third column it stood as tall as the rest (seventh design review). */}
        {coming.length > 0 && (
          <li className="flex flex-col gap-4 rounded-card bg-white/60 p-6 ring-1 ring-slate-300 ring-dashed sm:col-span-2">
            <Badge tone="accent" className="self-start">
              {integrations.inDevelopment}
            </Badge>
            <ul className="grid gap-5 sm:grid-cols-2 sm:gap-6">
              {coming.map((item) => (
                <li key={item.id}>
                  <h3 className="flex items-center gap-3 text-lg font-bold text-slate-950">
                    <span className="inline-flex size-9 items-center justify-center rounded-lg bg-slate-100 text-slate-500">
                      <Icon name={integrationIcons[item.id]!} className="size-5" />
                    </span>
                    {item.title}
                  </h3>
                  <p className="mt-2 leading-7 text-slate-600">{item.description}</p>
                </li>
              ))}
            </ul>
          </li>
        )}
      </ul>
    </Section>
  );
}
