import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { pageAudience } from '../../../content/audienceRoute';
import { pageDataOf } from '../../../content/pageDataType';
import { audienceOf, plansWithTrial, type Plan } from '../../../data/pricing';
import { useLocale } from '../../hooks/useLocale';
import { Icon } from './Icon';
import type { IconName } from './iconNames';

/** The facts, in the order they are read; their figures are site tokens (src/content/siteTokens.ts). */
const facts = [
  { key: 'trial', icon: 'calendar-check', href: '/pricing' },
  { key: 'cancel', icon: 'check' },
  { key: 'support', icon: 'message-circle' },
  { key: 'rights', icon: 'lock', href: '/politica-privacidad' },
] as const satisfies readonly { key: string; icon: IconName; href?: string }[];

/**
 * What a buyer can verify before signing up, under the closing buttons: where the spec gives no
 * client proof, the site's own terms are the proof it can state. The data-retention limit is the
 * privacy policy's: beside the buttons it read as legal small print (eleventh and twelfth design
 * reviews), and the GDPR link leads to it.
 */
export function ProofFacts({ onDark }: { onDark: boolean }) {
  const { t } = useTranslation();
  const { locale, localize } = useLocale();
  const audience = pageAudience(pageDataOf(usePageContext())?.meta?.type);
  const trial = trialFact(plansWithTrial(audience), locale, t);
  const text = onDark ? 'text-white/90' : 'text-slate-700';
  const icon = onDark ? 'text-accent-300' : 'text-brand-600';
  // Set as the facts beside them, underlined lightly: in bold, the two links and the two facts
  // read as a row of four links (twentieth design review).
  const link = `underline decoration-1 underline-offset-4 ${onDark ? 'decoration-white/50 hover:decoration-white' : 'decoration-brand-300 hover:decoration-brand-700'}`;
  return (
    <div
      data-facts=""
      className={`border-t pt-8 ${onDark ? 'border-white/15' : 'border-brand-200'}`}
    >
      <h3
        className={`text-sm font-semibold tracking-wide uppercase ${onDark ? 'text-accent-300' : 'text-brand-700'}`}
      >
        {t('proof.facts.label')}
      </h3>
      <ul
        className={`mt-5 grid gap-4 text-sm leading-6 sm:grid-cols-2 lg:grid-cols-4 lg:gap-8 ${text}`}
      >
        {facts.map((fact) => (
          <li key={fact.key} data-fact={fact.key} className="flex items-start gap-3">
            <Icon name={fact.icon} className={`mt-1 size-4 shrink-0 ${icon}`} />
            {'href' in fact ? (
              <a href={localize(fact.href)} className={link}>
                {fact.key === 'trial' ? trial : t(`proof.facts.${fact.key}`)}
              </a>
            ) : (
              t(`proof.facts.${fact.key}`)
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The trial as a fact: its length and plan where the page's audience has one trial plan; on a page
 * for everyone, the plans that have one, without lengths, which differ (a strip naming both
 * lengths read as two trial policies in the eleventh design review, and one naming none as a
 * hedge in the fifteenth). Each plan says whom it is for: "the Professional plan" alone was looked
 * for among the creators' plans, which the pricing page opens on (eighteenth design review).
 */
function trialFact(plans: Plan[], locale: string, t: ReturnType<typeof useTranslation>['t']) {
  const [only] = plans;
  const audience = (plan: Plan) => t(`proof.facts.audiences.${audienceOf(plan.id)}`);
  if (plans.length === 1 && only?.trial)
    return t('proof.facts.trial', {
      days: new Intl.NumberFormat(locale).format(only.trial.days),
      plan: only.name,
      audience: audience(only),
    });
  const names = plans.map((plan) =>
    t('proof.facts.planFor', { plan: plan.name, audience: audience(plan) }),
  );
  return t('proof.facts.trialPlans', {
    plans: new Intl.ListFormat(locale, { type: 'conjunction' }).format(names),
  });
}
