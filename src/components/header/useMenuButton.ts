import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';

/** Spec: a menu closes 300 ms after the pointer leaves it. */
export const menuCloseDelayMs = 300;
/** Typeahead forgets earlier keys after 1 s (the WAI-ARIA menu pattern's usual reset). */
const typeaheadResetMs = 1000;

/**
 * WAI-ARIA menu button (https://www.w3.org/WAI/ARIA/apg/patterns/menu-button/):
 * opens on hover, click or keyboard focus; Enter, Space and the arrows move into the menu;
 * Escape, Tab, a click outside or leaving with the pointer for 300 ms close it.
 */
export function useMenuButton({ openOnHover = true }: { openOnHover?: boolean } = {}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const pendingFocus = useRef<number | null>(null);
  const openedByHover = useRef(false);
  const refocusingButton = useRef(false);
  const typeahead = useRef({ text: '', timer: 0 });

  const items = useCallback(
    () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
    [],
  );
  const focusItem = useCallback(
    (index: number) => {
      const list = items();
      if (list.length) list[(index + list.length) % list.length]?.focus();
    },
    [items],
  );
  const cancelClose = () => window.clearTimeout(closeTimer.current);

  const openMenu = (focusIndex: number | null = null) => {
    cancelClose();
    if (open && focusIndex !== null) focusItem(focusIndex);
    else pendingFocus.current = focusIndex;
    setOpen(true);
  };

  const close = useCallback((returnFocus = false) => {
    window.clearTimeout(closeTimer.current);
    openedByHover.current = false;
    setOpen(false);
    if (returnFocus) {
      refocusingButton.current = true;
      buttonRef.current?.focus();
      refocusingButton.current = false;
    }
  }, []);

  useEffect(() => {
    if (!open || pendingFocus.current === null) return;
    focusItem(pendingFocus.current);
    pendingFocus.current = null;
  }, [open, focusItem]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const onTypeahead = (key: string) => {
    const state = typeahead.current;
    window.clearTimeout(state.timer);
    state.text += key.toLowerCase();
    state.timer = window.setTimeout(() => (state.text = ''), typeaheadResetMs);
    const list = items();
    const start = list.indexOf(document.activeElement as HTMLElement);
    const ordered = [...list.slice(start + 1), ...list.slice(0, start + 1)];
    ordered.find((item) => item.textContent?.trim().toLowerCase().startsWith(state.text))?.focus();
  };

  const rootProps = {
    ref: rootRef,
    onPointerEnter: (event: PointerEvent) => {
      if (!openOnHover || event.pointerType !== 'mouse') return;
      cancelClose();
      if (!open) openedByHover.current = true;
      setOpen(true);
    },
    onPointerLeave: (event: PointerEvent) => {
      if (!openOnHover || event.pointerType !== 'mouse' || !open) return;
      cancelClose();
      closeTimer.current = window.setTimeout(() => close(), menuCloseDelayMs);
    },
    onBlur: (event: FocusEvent) => {
      if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close();
    },
  };

  const buttonProps = {
    ref: buttonRef,
    id: buttonId,
    type: 'button' as const,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': open,
    'aria-controls': menuId,
    onClick: () => {
      // A click right after hover-open confirms the menu rather than closing it.
      if (open && openedByHover.current) openedByHover.current = false;
      else if (open) close();
      else openMenu();
    },
    onFocus: (event: FocusEvent<HTMLButtonElement>) => {
      if (!refocusingButton.current && event.currentTarget.matches(':focus-visible')) openMenu();
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (['Enter', ' ', 'ArrowDown'].includes(event.key)) {
        event.preventDefault();
        openMenu(0);
      } else if (event.key === 'ArrowUp') {
        event.preventDefault();
        openMenu(-1);
      } else if (event.key === 'Escape' && open) {
        event.preventDefault();
        close();
      }
    },
  };

  const menuProps = {
    ref: menuRef,
    id: menuId,
    role: 'menu' as const,
    'aria-labelledby': buttonId,
    onKeyDown: (event: KeyboardEvent) => {
      const index = items().indexOf(document.activeElement as HTMLElement);
      const moves: Record<string, number> = {
        ArrowDown: index + 1,
        ArrowUp: index - 1,
        Home: 0,
        End: -1,
      };
      if (event.key in moves) {
        event.preventDefault();
        focusItem(moves[event.key] ?? 0);
      } else if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
      } else if (event.key === 'Tab') {
        close();
      } else if (
        event.key.length === 1 &&
        /\S/.test(event.key) &&
        !event.ctrlKey &&
        !event.metaKey
      ) {
        onTypeahead(event.key);
      }
    },
  };

  const itemProps = {
    role: 'menuitem' as const,
    tabIndex: -1,
    onClick: () => close(),
  };

  return { open, close, rootProps, buttonProps, menuProps, itemProps };
}
