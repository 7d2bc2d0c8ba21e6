import { useTranslation } from 'react-i18next';
import { useLocale } from '../../hooks/useLocale';
import { Icon } from './Icon';
import type { IconName } from './iconNames';

/** The facts, in the order they are read; their figures are site tokens (src/content/siteTokens.ts). */
const facts = [
  { key: 'trial', icon: 'calendar-check' },
  { key: 'cancel', icon: 'check' },
  { key: 'support', icon: 'message-circle' },
  { key: 'retention', icon: 'shield-check' },
] as const satisfies readonly { key: string; icon: IconName }[];

/**
 * What a buyer can verify before signing up, beside the closing buttons of the companies' pages:
 * where the spec gives no client proof, the site's own terms are the proof it can state.
 */
export function ProofFacts({ onDark }: { onDark: boolean }) {
  const { t } = useTranslation();
  const { localize } = useLocale();
  // Every strip names both audiences' trials in the same words: a companies page naming only its
  // own read as a second trial policy (sixth to eighth design reviews).
  const text = onDark ? 'text-white/90' : 'text-slate-700';
  const icon = onDark ? 'text-accent-300' : 'text-brand-600';
  return (
    <div
      data-facts=""
      className={`mt-10 border-t pt-6 ${onDark ? 'border-white/15' : 'border-brand-200'}`}
    >
      <h3 className="sr-only">{t('proof.facts.label')}</h3>
      {/* A column read down on phones (a wrapped line centred under its icon read as two
          items); a strip of lines centred from 640 px. */}
      <ul
        className={`mx-auto flex w-fit flex-col gap-3 text-left text-sm leading-5 sm:w-auto sm:flex-row sm:flex-wrap sm:justify-center sm:gap-x-6 sm:text-base sm:leading-6 ${text}`}
      >
        {facts.map((fact) => (
          <li key={fact.key} data-fact={fact.key} className="flex items-start gap-2">
            <Icon name={fact.icon} className={`mt-0.5 size-4 shrink-0 ${icon}`} />
            {t(`proof.facts.${fact.key}`)}
          </li>
        ))}
        <li data-fact="rights" className="flex items-start gap-2">
          <Icon name="lock" className={`mt-0.5 size-4 shrink-0 ${icon}`} />
          <a
            href={localize('/politica-privacidad')}
            className={`font-semibold underline underline-offset-4 ${onDark ? 'text-white' : 'text-brand-700'}`}
          >
            {t('proof.facts.rights')}
          </a>
        </li>
      </ul>
    </div>
  );
}
