import { useTranslation } from 'react-i18next';
import { salesSimulatorResults } from '../../data/games';
import { formatPercent } from '../../lib/formatPercent';
import { useLocale } from '../../lib/useLocale';

/** The sales simulator's results as figures: completion 25% → 90%, engagement +48%. */
export function SimulatorStats() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { completionBefore, completionAfter, engagementIncrease } = salesSimulatorResults;
  return (
    <dl className="mx-auto grid max-w-3xl gap-6 sm:grid-cols-2">
      <div className="flex flex-col-reverse rounded-card bg-white/5 p-6 ring-1 ring-white/15">
        <dt className="mt-2 text-brand-100">{t('simulator.completion')}</dt>
        <dd className="flex items-baseline gap-3 text-4xl font-extrabold text-white">
          <span className="text-2xl text-brand-300 line-through decoration-2">
            {formatPercent(completionBefore, locale)}
          </span>
          <span aria-hidden="true" className="text-accent-300">
            →
          </span>
          {formatPercent(completionAfter, locale)}
        </dd>
      </div>
      <div className="flex flex-col-reverse rounded-card bg-white/5 p-6 ring-1 ring-white/15">
        <dt className="mt-2 text-brand-100">{t('simulator.engagement')}</dt>
        <dd className="text-4xl font-extrabold text-white">
          {formatPercent(engagementIncrease, locale, { sign: true })}
        </dd>
      </div>
    </dl>
  );
}
