import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';

/** Spec: a menu closes 300 ms after the pointer leaves it. */
export const menuCloseDelayMs = 300;

/**
 * Disclosure navigation (https://www.w3.org/WAI/ARIA/apg/patterns/disclosure/examples/disclosure-navigation/):
 * a button shows or hides a plain list of links, which Tab walks like any others. The mouse opens
 * it on hover and leaving closes it after 300 ms; Escape, a click outside or focus moving away
 * close it too.
 */
export function useDisclosureMenu({ openOnHover = true }: { openOnHover?: boolean } = {}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  // A click right after hover opened the menu confirms it rather than closing it.
  const openedByHover = useRef(false);

  const close = useCallback(() => {
    window.clearTimeout(closeTimer.current);
    openedByHover.current = false;
    setOpen(false);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const hadFocus = rootRef.current?.contains(document.activeElement);
      close();
      if (hadFocus) buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const hovering = (event: PointerEvent) => openOnHover && event.pointerType === 'mouse';

  return {
    open,
    close,
    rootProps: {
      ref: rootRef,
      onPointerEnter: (event: PointerEvent) => {
        if (!hovering(event)) return;
        window.clearTimeout(closeTimer.current);
        if (!open) openedByHover.current = true;
        setOpen(true);
      },
      onPointerLeave: (event: PointerEvent) => {
        if (!hovering(event) || !open) return;
        window.clearTimeout(closeTimer.current);
        closeTimer.current = window.setTimeout(close, menuCloseDelayMs);
      },
      onBlur: (event: FocusEvent) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close();
      },
    },
    buttonProps: {
      ref: buttonRef,
      id: `${id}-button`,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': `${id}-list`,
      onClick: () => {
        if (open && openedByHover.current) openedByHover.current = false;
        else if (open) close();
        else setOpen(true);
      },
    },
    listProps: {
      id: `${id}-list`,
      'aria-labelledby': `${id}-button`,
      // Client-side navigation keeps the header mounted: a followed link closes its menu.
      onClick: (event: MouseEvent) => {
        if ((event.target as Element).closest('a')) close();
      },
    },
  };
}
