import { useTranslation } from 'react-i18next';
import { salesSimulatorResults } from '../../data/games';
import { formatPercent } from '../../lib/formatPercent';
import { useLocale } from '../../lib/useLocale';
import { DarkStat } from '../ui/DarkStat';

/** The sales simulator's results as figures: completion 25% → 90%, engagement +48%. */
export function SimulatorStats() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { completionBefore, completionAfter, engagementIncrease } = salesSimulatorResults;
  return (
    <dl className="mx-auto grid max-w-3xl gap-6 sm:grid-cols-2">
      <DarkStat label={t('simulator.completion')}>
        <span className="flex items-baseline gap-3 text-4xl font-extrabold text-white">
          <span className="text-2xl text-brand-300 line-through decoration-2">
            {formatPercent(completionBefore, locale)}
          </span>
          <span aria-hidden="true" className="text-accent-300">
            →
          </span>
          {formatPercent(completionAfter, locale)}
        </span>
      </DarkStat>
      <DarkStat label={t('simulator.engagement')}>
        <span className="text-4xl font-extrabold text-white">
          {formatPercent(engagementIncrease, locale, { sign: true })}
        </span>
      </DarkStat>
    </dl>
  );
}
