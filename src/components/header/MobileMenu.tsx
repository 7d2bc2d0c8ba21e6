import { Icon } from '../ui/Icon';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { loginUrl, registerUrl, site } from '../../config/site';
import { useLocale } from '../../lib/useLocale';
import { ButtonLink } from '../ui/ButtonLink';
import { solutionLinks } from './navLinks';

/**
 * Below 1024 px: a toggle and a full-height panel. While it is open everything but the header is
 * `inert`, so neither focus nor a screen reader's cursor can reach the page behind it.
 */
export function MobileMenu({
  headerRef,
  onOpenChange,
}: {
  headerRef: RefObject<HTMLElement | null>;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const { localize } = useLocale();
  const { urlPathname } = usePageContext();
  // Remembering where the menu was opened closes it on navigation, with no effect needed.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === urlPathname;
  const setOpen = (value: boolean) => setOpenOn(value ? urlPathname : null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open || !headerRef.current) return;
    const outside: Element[] = [];
    for (let node: Element | null = headerRef.current; node && node !== document.body;) {
      const parent: Element | null = node.parentElement;
      for (const sibling of parent?.children ?? [])
        if (sibling !== node && !sibling.hasAttribute('inert')) outside.push(sibling);
      node = parent;
    }
    outside.forEach((element) => element.setAttribute('inert', ''));
    return () => outside.forEach((element) => element.removeAttribute('inert'));
  }, [open, headerRef]);
  useEffect(() => onOpenChange(open), [open, onOpenChange]);

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    root.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      toggleRef.current?.focus();
    };
    const desktop = window.matchMedia('(min-width: 64rem)');
    const onResize = () => desktop.matches && setOpenOn(null);
    document.addEventListener('keydown', onKeyDown);
    desktop.addEventListener('change', onResize);
    return () => {
      root.style.overflow = '';
      document.removeEventListener('keydown', onKeyDown);
      desktop.removeEventListener('change', onResize);
    };
  }, [open]);

  const close = () => setOpen(false);
  const primaryLinks = [
    { route: '/pricing', label: t('nav.pricing') },
    { route: '/blog', label: t('nav.blog') },
    { route: '/playbooks', label: t('nav.playbooks') },
    { route: '/affiliates', label: t('nav.affiliates') },
  ];
  return (
    <div data-mobile-menu className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? t('a11y.closeMenu') : t('a11y.openMenu')}
        onClick={() => setOpen(!open)}
        className="header-link inline-flex size-11 items-center justify-center rounded-full text-slate-800 hover:bg-slate-900/5"
      >
        {open ? <Icon name="x" className="size-6" /> : <Icon name="menu" className="size-6" />}
      </button>
      <nav
        id="mobile-menu"
        aria-label={t('a11y.mobileNav')}
        data-open={open ? '' : undefined}
        className="mobile-panel fixed inset-x-0 bottom-0 top-16 overflow-y-auto overscroll-contain border-t border-slate-200 bg-white px-4 pb-10 pt-4 sm:px-6"
      >
        <ul className="divide-y divide-slate-100">
          {primaryLinks.map((link) => (
            <li key={link.route}>
              <a
                href={localize(link.route)}
                onClick={close}
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
              onClick={close}
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
                onClick={close}
                className="flex min-h-11 items-center text-base text-slate-700"
              >
                {t(`${link.key}.label`)}
              </a>
            </li>
          ))}
        </ul>
        <div className="mt-8 grid gap-3">
          <ButtonLink href={registerUrl} external size="lg" onClick={close}>
            {t('nav.startFree')}
          </ButtonLink>
          <div className="grid grid-cols-2 gap-3">
            <ButtonLink href={loginUrl} variant="secondary" onClick={close}>
              {t('nav.login')}
            </ButtonLink>
            <ButtonLink href={registerUrl} variant="secondary" external onClick={close}>
              {t('nav.signup')}
            </ButtonLink>
          </div>
        </div>
      </nav>
    </div>
  );
}
