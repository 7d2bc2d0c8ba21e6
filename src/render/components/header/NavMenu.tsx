import { Icon } from '../ui/Icon';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../hooks/useLocale';
import type { MenuLink } from './navLinks';
import { useDisclosureMenu } from './useDisclosureMenu';

/** A desktop dropdown ("Solutions", "Resources"): a disclosure of links (useDisclosureMenu). */
export function NavMenu({ label, links }: { label: string; links: MenuLink[] }) {
  const { t } = useTranslation();
  const { localize } = useLocale();
  const menu = useDisclosureMenu();
  return (
    <div {...menu.rootProps} data-menu className="relative">
      <button
        {...menu.buttonProps}
        className="header-link inline-flex min-h-11 items-center gap-1 rounded-full px-3 lg:px-2 xl:px-3 text-sm font-medium whitespace-nowrap text-slate-700 transition-colors hover:bg-slate-900/5 hover:text-slate-950 aria-expanded:text-brand-700"
      >
        {label}
        <Icon
          name="chevron-down"
          className={`size-4 transition-transform duration-200 ${menu.open ? 'rotate-180' : ''}`}
        />
      </button>
      <div
        className="menu-panel absolute left-1/2 top-full w-80 -translate-x-1/2 pt-2"
        data-open={menu.open ? '' : undefined}
      >
        <ul
          {...menu.listProps}
          className="rounded-2xl bg-white p-2 shadow-xl shadow-slate-900/10 ring-1 ring-slate-900/10"
        >
          {links.map(({ route, key, icon }) => (
            <li key={route}>
              <a
                href={localize(route)}
                aria-describedby={`${menu.listProps.id}-${key}`}
                className="flex gap-3 rounded-xl p-3 outline-offset-0 transition-colors hover:bg-brand-50 focus:bg-brand-50"
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                  <Icon name={icon} className="size-5" />
                </span>
                <span>
                  <span className="block text-sm font-semibold text-slate-900">
                    {t(`${key}.label`)}
                  </span>
                  <span
                    id={`${menu.listProps.id}-${key}`}
                    className="mt-0.5 block text-sm leading-5 text-slate-600"
                  >
                    {t(`${key}.description`)}
                  </span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
