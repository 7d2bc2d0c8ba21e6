import { useTranslation } from 'react-i18next';
import { site } from '../../../config/site';
import { publishedLocales } from '../../../i18n/locales';
import { localizePath } from '../../../i18n/urls';
import { useLocale } from '../../hooks/useLocale';
import { legalLinks } from '../header/navLinks';
import { solutionGroups } from './siteMap';
import { Logo } from '../ui/Logo';

/** "2024–2026", or one year while the first is the current one. */
const copyrightYears = (since: number, now: number) =>
  now > since ? `${since}–${now}` : String(since);

// From 1280 px a label keeps to one line and its column widens to fit it (a grid track's minimum
// is its content), so the columns' rows stay in step; narrower, there is not room for that.
const linkStyle =
  'inline-flex min-h-10 items-start py-2.5 text-left text-sm text-slate-600 hover:text-brand-700 xl:whitespace-nowrap';

/**
 * The footer, a static part (src/render/components/layout/shellParts.tsx): its code loads on client-side
 * navigation only, so its two actions are data attributes that `onFooterClick` reads.
 */
export default function SiteFooter() {
  const { t } = useTranslation();
  const { localize, locale, route } = useLocale();
  /** A link, or without a route, the button that reopens the privacy banner. */
  const columns: {
    title: string;
    links: { route?: string; label: string }[];
    /** Below 1024 px, across the grid's width. */
    across?: boolean;
  }[] = [
    {
      title: t('footer.product'),
      links: [
        { route: '/plataforma', label: t('nav.platform') },
        { route: '/pricing', label: t('nav.pricing') },
        { route: '/games', label: t('footer.games') },
        { route: '/affiliates', label: t('nav.affiliates') },
      ],
    },
    {
      title: t('footer.resources'),
      links: [
        { route: '/blog', label: t('nav.blog') },
        { route: '/playbooks', label: t('nav.playbooks') },
        { route: '/caso-taco-bell', label: t('footer.caseStudy') },
        // With the resources, where a reader looks for answers; under Legal it read as a legal
        // page (seventeenth design review).
        { route: '/pricing#faqs', label: t('footer.faqs') },
      ],
    },
    ...solutionGroups.map((group) => ({
      title: t(group.titleKey),
      links: group.links.map((link) => ({ route: link.route, label: t(`${link.key}.label`) })),
    })),
    {
      title: t('footer.legal'),
      across: true,
      links: [
        ...legalLinks.map((link) => ({ route: link.route, label: t(link.key) })),
        { label: t('footer.privacySettings') },
      ],
    },
  ];
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      {/* Below 1024 px, in rows of two (four from 768 px), in the same order as on a wide screen
          and as read aloud: the short columns (product, resources) first, then the two solution
          groups; the legal links run across the last row in the same columns, one to a line (side
          by side, they broke the grid: sixth and seventh design reviews). */}
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-14 sm:px-6 md:grid-cols-4 lg:grid-cols-[1.4fr_repeat(5,1fr)] lg:px-8">
        <div className="col-span-full max-w-xs lg:col-span-1">
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
          <nav
            key={column.title}
            aria-label={column.title}
            className={column.across ? 'max-lg:col-span-full' : undefined}
          >
            <h2 className="text-sm font-semibold text-slate-900">{column.title}</h2>
            <ul
              className={`mt-3 space-y-0.5 ${column.across ? 'max-lg:grid max-lg:gap-x-6 max-lg:gap-y-0.5 max-lg:space-y-0 sm:max-lg:grid-cols-2 md:max-lg:grid-cols-4' : ''}`}
            >
              {column.links.map((link) => (
                // The privacy-settings button needs JavaScript (the banner does): hidden until the
                // page is hydrated, and forever without it.
                <li
                  key={link.label}
                  className={link.route ? undefined : 'hidden in-data-hydrated:list-item'}
                >
                  {link.route ? (
                    <a href={localize(link.route)} className={linkStyle}>
                      {link.label}
                    </a>
                  ) : (
                    <button type="button" data-consent-settings className={linkStyle}>
                      {link.label}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-200">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          {/* A no-break space: the year never ends a line without the brand. */}
          {/* Who runs the site and how to reach it, on every page (ninth design review: the
              footer named no company and no contact). */}
          <p>
            {`© ${copyrightYears(site.copyrightSince, __BUILD_YEAR__)}\u00A0${site.brand} · ${site.legal.legalName}, ${site.legal.address.city} · `}
            <a
              href={`mailto:${site.legal.contactEmail}`}
              className="underline underline-offset-4 hover:text-brand-700"
            >
              {site.legal.contactEmail}
            </a>
          </p>
          <nav aria-label={t('footer.languages')}>
            <ul className="-ml-3 flex flex-wrap gap-1">
              {publishedLocales.map((option) => (
                <li key={option.code}>
                  <a
                    href={localizePath(route, option.code)}
                    hrefLang={option.hreflang}
                    lang={option.code}
                    aria-current={option.code === locale ? 'true' : undefined}
                    data-save-locale
                    className="inline-flex min-h-10 items-center rounded-full px-3 hover:text-brand-700 aria-[current]:font-semibold aria-[current]:text-slate-900"
                  >
                    {option.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
