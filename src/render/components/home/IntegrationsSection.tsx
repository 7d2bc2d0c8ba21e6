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
  return (
    <Section title={integrations.title} subtitle={integrations.subtitle} tone="muted">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {integrations.items.map((item) => {
          const icon = integrationIcons[item.id]!;
          const capability = capabilityOf[item.id];
          const inDevelopment = statusOf(capability) === 'inDevelopment';
          // What not every plan has names its plans, as every promise of it does.
          const plans =
            !inDevelopment && !onEveryPlan(capability)
              ? t('plans.with', { plans: planNames(capability, locale) })
              : undefined;
          return (
            <li
              key={item.id}
              className={`flex flex-col gap-4 rounded-card p-6 ring-1 ${
                inDevelopment
                  ? 'bg-white/60 ring-dashed ring-slate-300'
                  : 'bg-white shadow-card ring-slate-900/5'
              }`}
            >
              <div className="flex items-start justify-between gap-3">
                <span
                  className={`inline-flex size-12 items-center justify-center rounded-xl ${inDevelopment ? 'bg-slate-100 text-slate-500' : 'bg-brand-100 text-brand-700'}`}
                >
                  <Icon name={icon} className="size-6" />
                </span>
                {inDevelopment && <Badge tone="accent">{integrations.inDevelopment}</Badge>}
              </div>
              <h3 className="text-lg font-bold text-slate-950">{item.title}</h3>
              <p className="leading-7 text-slate-600">{item.description}</p>
              {/* Under the text, the card's whole width: beside the icon it broke in two. */}
              {plans && (
                <Badge tone="brand" className="mt-auto self-start">
                  {capitalize(plans, locale)}
                </Badge>
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
