import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/useLocale';
import { Logo } from '../ui/Logo';

export function SiteFooter() {
  const { t } = useTranslation();
  const { localize } = useLocale();
  const columns = [
    {
      title: t('footer.product'),
      links: [
        { route: '/plataforma', label: t('nav.platform') },
        { route: '/pricing', label: t('nav.pricing') },
        { route: '/games', label: t('footer.games') },
      ],
    },
    {
      title: t('footer.resources'),
      links: [
        { route: '/blog', label: t('nav.blog') },
        { route: '/playbooks', label: t('nav.playbooks') },
      ],
    },
    {
      title: t('footer.legal'),
      links: [
        { route: '/condiciones-legales', label: t('footer.terms') },
        { route: '/politica-privacidad', label: t('footer.privacy') },
        { route: '/politica-cookies', label: t('footer.cookies') },
        { route: '/pricing#faqs', label: t('footer.faqs') },
      ],
    },
  ];
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1.5fr_repeat(3,1fr)] lg:px-8">
        <div className="max-w-xs">
          <a
            href={localize('/')}
            aria-label={t('site.homeLabel')}
            className="inline-block rounded-lg"
          >
            <Logo />
          </a>
          <p className="mt-4 text-sm leading-6 text-slate-600">{t('footer.about')}</p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold text-slate-900">{column.title}</h2>
            <ul className="mt-4 space-y-1">
              {column.links.map((link) => (
                <li key={link.route}>
                  <a
                    href={localize(link.route)}
                    className="inline-block py-1.5 text-sm text-slate-600 hover:text-brand-700"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-200">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-600 sm:px-6 lg:px-8">
          {t('footer.copyright')}
        </p>
      </div>
    </footer>
  );
}
