import { useRef, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { pageDataOf } from '../../../content/pageDataType';
import { useTranslation } from 'react-i18next';
import { loginUrl, registerUrl, site } from '../../../config/site';
import { useLocale } from '../../hooks/useLocale';
import { LanguageSwitcher } from '../language/LanguageSwitcher';
import { ButtonLink } from '../ui/ButtonLink';
import { Logo } from '../ui/Logo';
import { MobileMenu } from './MobileMenu';
import { NavMenu } from './NavMenu';
import { resourceLinks, solutionLinks } from './navLinks';
import { darkHeaderUntilPx, navScrollThresholdPx } from './headerTone';
import { useScrolled } from './useScrolled';

/** Fixed navigation bar: transparent over the hero, opaque once the page scrolls. */
export function SiteHeader() {
  const { t } = useTranslation();
  const { localize } = useLocale();
  const darkUntil = darkHeaderUntilPx(pageDataOf(usePageContext())?.meta);
  const scrolled = useScrolled(navScrollThresholdPx);
  const pastDarkBand = useScrolled(darkUntil ?? navScrollThresholdPx);
  const [menuOpen, setMenuOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const dark = darkUntil !== undefined && !pastDarkBand && !menuOpen;
  const opaque = scrolled || menuOpen;
  return (
    <header
      ref={headerRef}
      data-site-header
      data-scrolled={scrolled ? '' : undefined}
      data-tone={dark ? 'dark' : undefined}
      className={`fixed inset-x-0 top-0 transition-[background-color,box-shadow] duration-200 ${
        dark
          ? 'header-dark z-50 bg-brand-950'
          : menuOpen
            ? // Solid and unblurred: backdrop-filter would trap the fixed panel inside the bar.
              'z-[70] bg-white'
            : opaque
              ? 'z-50 bg-white/95 shadow-header backdrop-blur'
              : 'z-50 bg-transparent'
      }`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:gap-2 lg:px-8 xl:gap-6">
        <a
          href={localize('/')}
          aria-label={t('site.homeLabel')}
          className="mr-auto rounded-lg lg:mr-0"
        >
          <Logo />
        </a>
        <nav aria-label={t('a11y.mainNav')} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <li>
              <NavMenu label={t('nav.solutions')} links={solutionLinks} />
            </li>
            <li>
              <NavMenu label={t('nav.resources')} links={resourceLinks} />
            </li>
            <li>
              <a href={localize('/pricing')} className={navLinkClass}>
                {t('nav.pricing')}
              </a>
            </li>
            <li>
              <a
                href={site.salesMeetingUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={navLinkClass}
              >
                {t('nav.sales')}
              </a>
            </li>
          </ul>
        </nav>
        <div className="flex items-center gap-1 lg:ml-auto lg:gap-2">
          <LanguageSwitcher />
          <span className="hidden lg:inline-flex">
            <ButtonLink
              href={loginUrl}
              variant="ghost"
              size="sm"
              className="header-link lg:px-3 xl:px-4"
            >
              {t('nav.login')}
            </ButtonLink>
          </span>
          <span className="hidden sm:inline-flex">
            <ButtonLink href={registerUrl} size="sm" external>
              {t('nav.startFree')}
            </ButtonLink>
          </span>
          <MobileMenu headerRef={headerRef} onOpenChange={setMenuOpen} />
        </div>
      </div>
    </header>
  );
}

const navLinkClass =
  'header-link inline-flex min-h-11 items-center rounded-full px-3 lg:px-2 xl:px-3 text-sm font-medium whitespace-nowrap text-slate-700 transition-colors hover:bg-slate-900/5 hover:text-slate-950';
