import { Icon } from '../ui/Icon';
import { useTranslation } from 'react-i18next';
import { saveLocale } from '../../../i18n/languagePreference';
import { localeInfo, publishedLocales } from '../../../i18n/locales';
import { localizePath } from '../../../i18n/urls';
import { useLocale } from '../../hooks/useLocale';
import { useDisclosureMenu } from '../header/useDisclosureMenu';

/** Goes to the same page in another locale and remembers the choice (`i18nextLng`). */
export function LanguageSwitcher({ align = 'right' }: { align?: 'left' | 'right' }) {
  const { t } = useTranslation();
  const { locale, route } = useLocale();
  const menu = useDisclosureMenu({ openOnHover: false });
  const current = localeInfo(locale);
  return (
    <div {...menu.rootProps} data-menu className="relative">
      <button
        {...menu.buttonProps}
        className="header-link inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-slate-700 transition-colors hover:bg-slate-900/5 hover:text-slate-950"
      >
        <Icon name="globe" className="size-4" />
        {current.abbreviation}
        {/* In running text the language's name is a common noun: "español", not "Español". */}
        <span className="sr-only">
          : {t('language.switchTo', { language: t(`language.names.${locale}`) })}
        </span>
      </button>
      <div
        className={`menu-panel absolute top-full w-52 pt-2 ${align === 'right' ? 'right-0' : 'left-0'}`}
        data-open={menu.open ? '' : undefined}
      >
        <ul
          {...menu.listProps}
          className="rounded-2xl bg-white p-2 shadow-xl shadow-slate-900/10 ring-1 ring-slate-900/10"
        >
          {publishedLocales.map((option) => (
            <li key={option.code}>
              <a
                href={localizePath(route, option.code)}
                hrefLang={option.hreflang}
                lang={option.code}
                aria-current={option.code === locale ? 'true' : undefined}
                onClick={() => saveLocale(option.code)}
                className="flex min-h-11 items-center gap-3 rounded-xl px-3 text-sm text-slate-800 outline-offset-0 transition-colors hover:bg-brand-50 focus:bg-brand-50 aria-[current]:font-semibold aria-[current]:text-brand-700"
              >
                <span
                  aria-hidden="true"
                  className="w-7 rounded-md bg-slate-100 py-0.5 text-center text-xs font-bold text-slate-600"
                >
                  {option.abbreviation}
                </span>
                <span className="flex-1">{option.name}</span>
                {option.code === locale && <Icon name="check" className="size-4" />}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
