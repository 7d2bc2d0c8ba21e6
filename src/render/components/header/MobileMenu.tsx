import { Icon } from '../ui/Icon';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { mobileMenuLinks } from '../layout/shellParts';

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

  return (
    <div data-mobile-menu data-open={open ? '' : undefined} className="lg:hidden">
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
      {/* Any followed link closes the menu, those that open a new tab included. */}
      <mobileMenuLinks.Part
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
        }}
      />
    </div>
  );
}
