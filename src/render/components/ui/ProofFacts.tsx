import { useTranslation } from 'react-i18next';
import { useLocale } from '../../hooks/useLocale';
import { Icon } from './Icon';
import type { IconName } from './iconNames';

/** The facts, in the order they are read; their figures are site tokens (src/content/siteTokens.ts). */
const facts = [
  { key: 'cancel', icon: 'check' },
  { key: 'support', icon: 'message-circle' },
] as const satisfies readonly { key: string; icon: IconName }[];

/**
 * What a buyer can verify before signing up, beside the closing buttons: where the spec gives no
 * client proof, the site's own terms are the proof it can state. The data-retention limit is the
 * privacy policy's: beside the buttons it read as legal small print (eleventh and twelfth design
 * reviews), and the GDPR link leads to it.
 */
export function ProofFacts({ onDark }: { onDark: boolean }) {
  const { t } = useTranslation();
  const { localize } = useLocale();
  const text = onDark ? 'text-white/90' : 'text-slate-700';
  const icon = onDark ? 'text-accent-300' : 'text-brand-600';
  const link = `font-semibold underline underline-offset-4 ${onDark ? 'text-white' : 'text-brand-700'}`;
  // The trial names no length: the two audiences' trial plans differ (15 and 14 days), and a
  // strip naming both read as two trial policies (eleventh design review). The plans say theirs.
  return (
    <div
      data-facts=""
      className={`rounded-2xl p-6 text-left sm:p-8 ${onDark ? 'bg-white/5 ring-1 ring-white/10' : 'bg-white ring-1 ring-brand-100'}`}
    >
      <h3
        className={`text-sm font-semibold tracking-wide uppercase ${onDark ? 'text-accent-300' : 'text-brand-700'}`}
      >
        {t('proof.facts.label')}
      </h3>
      <ul className={`mt-5 space-y-4 text-base leading-6 ${text}`}>
        <li data-fact="trial" className="flex items-start gap-3">
          <Icon name="calendar-check" className={`mt-1 size-4 shrink-0 ${icon}`} />
          <a href={localize('/pricing')} className={link}>
            {t('proof.facts.trial')}
          </a>
        </li>
        {facts.map((fact) => (
          <li key={fact.key} data-fact={fact.key} className="flex items-start gap-3">
            <Icon name={fact.icon} className={`mt-1 size-4 shrink-0 ${icon}`} />
            {t(`proof.facts.${fact.key}`)}
          </li>
        ))}
        <li data-fact="rights" className="flex items-start gap-3">
          <Icon name="lock" className={`mt-1 size-4 shrink-0 ${icon}`} />
          <a href={localize('/politica-privacidad')} className={link}>
            {t('proof.facts.rights')}
          </a>
        </li>
      </ul>
    </div>
  );
}
