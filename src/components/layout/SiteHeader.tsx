import { useTranslation } from 'react-i18next';
import { loginUrl, registerUrl } from '../../config/site';
import { useLocale } from '../../lib/useLocale';
import { ButtonLink } from '../ui/ButtonLink';
import { Logo } from '../ui/Logo';

export function SiteHeader() {
  const { t } = useTranslation();
  const { localize } = useLocale();
  const links = [
    { route: '/plataforma', label: t('nav.platform') },
    { route: '/pricing', label: t('nav.pricing') },
    { route: '/blog', label: t('nav.blog') },
    { route: '/playbooks', label: t('nav.playbooks') },
  ];
  return (
    <header className="sticky top-0 z-50 border-b border-slate-200/80 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <a href={localize('/')} aria-label={t('site.homeLabel')} className="rounded-lg">
          <Logo />
        </a>
        <nav aria-label={t('a11y.mainNav')} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.route}>
                <a
                  href={localize(link.route)}
                  className="rounded-full px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <span className="hidden sm:block">
            <ButtonLink href={loginUrl} variant="ghost" size="sm">
              {t('nav.login')}
            </ButtonLink>
          </span>
          <ButtonLink href={registerUrl} size="sm" external>
            {t('nav.register')}
          </ButtonLink>
        </div>
      </div>
    </header>
  );
}
