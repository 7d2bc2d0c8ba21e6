import { useTranslation } from 'react-i18next';
import { loginUrl, registerUrl, site } from '../../../config/site';
import { useLocale } from '../../hooks/useLocale';
import { ButtonLink } from '../ui/ButtonLink';
import { solutionLinks } from './navLinks';

/**
 * The mobile menu's panel, a static part (src/render/components/layout/shellParts.tsx): MobileMenu shows
 * it through `data-open` and closes it when a link is followed.
 */
export default function MobileMenuLinks() {
  const { t } = useTranslation();
  const { localize } = useLocale();
  const primaryLinks = [
    { route: '/pricing', label: t('nav.pricing') },
    { route: '/blog', label: t('nav.blog') },
    { route: '/playbooks', label: t('nav.playbooks') },
    { route: '/affiliates', label: t('nav.affiliates') },
  ];
  return (
    <nav
      id="mobile-menu"
      aria-label={t('a11y.mobileNav')}
      className="mobile-panel fixed inset-x-0 bottom-0 top-16 overflow-y-auto overscroll-contain border-t border-slate-200 bg-white px-4 pb-10 pt-4 sm:px-6"
    >
      <ul className="divide-y divide-slate-100">
        {primaryLinks.map((link) => (
          <li key={link.route}>
            <a
              href={localize(link.route)}
              className="flex min-h-13 items-center text-lg font-semibold text-slate-900"
            >
              {link.label}
            </a>
          </li>
        ))}
        <li>
          <a
            href={site.salesMeetingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="flex min-h-13 items-center text-lg font-semibold text-slate-900"
          >
            {t('nav.sales')}
          </a>
        </li>
      </ul>
      <p className="mt-6 text-xs font-semibold uppercase tracking-wider text-slate-500">
        {t('nav.solutions')}
      </p>
      <ul className="mt-2 grid grid-cols-2 gap-x-4">
        {solutionLinks.map((link) => (
          <li key={link.route}>
            <a
              href={localize(link.route)}
              className="flex min-h-11 items-center text-base text-slate-700"
            >
              {t(`${link.key}.label`)}
            </a>
          </li>
        ))}
      </ul>
      <div className="mt-8 grid gap-3">
        <ButtonLink href={registerUrl} external size="lg">
          {t('nav.startFree')}
        </ButtonLink>
        {/* One sign-up button, with the site's one label for it (DECISIONS.md). */}
        <ButtonLink href={loginUrl} variant="secondary">
          {t('nav.login')}
        </ButtonLink>
      </div>
    </nav>
  );
}
