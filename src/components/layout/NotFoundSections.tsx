import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/useLocale';
import { resourceLinks, solutionLinks } from '../header/navLinks';
import { Icon } from '../ui/Icon';
import type { IconName } from '../ui/iconNames';

/** The not-found page's map of the site: the menus' sections, each with what it is for. */
export function NotFoundSections() {
  const { t } = useTranslation();
  const { localize } = useLocale();
  const groups: {
    title: string;
    links: { route: string; icon: IconName; label: string; description?: string }[];
  }[] = [
    {
      title: t('nav.solutions'),
      links: solutionLinks.map(({ route, key, icon }) => ({
        route,
        icon,
        label: t(`${key}.label`),
        description: t(`${key}.description`),
      })),
    },
    {
      title: t('nav.resources'),
      links: resourceLinks.map(({ route, key, icon }) => ({
        route,
        icon,
        label: t(`${key}.label`),
        description: t(`${key}.description`),
      })),
    },
    {
      title: t('notFound.product'),
      links: [
        { route: '/plataforma', icon: 'layers', label: t('nav.platform') },
        { route: '/games', icon: 'gamepad-2', label: t('nav.games') },
        { route: '/pricing', icon: 'wallet', label: t('nav.pricing') },
      ],
    },
  ];
  return (
    <nav
      aria-labelledby="not-found-sections"
      className="mx-auto max-w-6xl px-4 pt-8 sm:px-6 lg:px-8"
    >
      <h2 id="not-found-sections" className="text-center text-xl font-bold text-slate-950">
        {t('notFound.lead')}
      </h2>
      <div className="mt-8 grid gap-8 md:grid-cols-3">
        {groups.map((group) => (
          <section key={group.title}>
            <h3 className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
              {group.title}
            </h3>
            <ul className="mt-3 grid gap-1">
              {group.links.map((link) => (
                <li key={link.route}>
                  <a
                    href={localize(link.route)}
                    className="flex gap-3 rounded-xl p-3 transition-colors hover:bg-brand-50 focus-visible:bg-brand-50"
                  >
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                      <Icon name={link.icon} className="size-5" />
                    </span>
                    <span className="self-center">
                      <span className="block font-semibold text-slate-900">{link.label}</span>
                      {link.description && (
                        <span className="mt-0.5 block text-sm leading-5 text-slate-600">
                          {link.description}
                        </span>
                      )}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </nav>
  );
}
