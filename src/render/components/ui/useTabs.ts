import { useId, useRef, useState, type KeyboardEvent } from 'react';

/**
 * Scrolls a tab row that overflows (the `tab-row` utility) so the chosen tab shows whole, clear of
 * the faded edge; the page itself does not move.
 */
function reveal(tab: HTMLElement) {
  const row = tab.parentElement;
  if (!row || row.scrollWidth <= row.clientWidth) return;
  const edge = parseFloat(getComputedStyle(row).scrollPaddingInlineStart) || 0;
  const rowBox = row.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  const by =
    box.left < rowBox.left + edge
      ? box.left - rowBox.left - edge
      : box.right > rowBox.right - edge
        ? box.right - rowBox.right + edge
        : 0;
  if (by) row.scrollBy({ left: by, behavior: 'instant' });
}

/**
 * WAI-ARIA tabs with automatic activation (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/):
 * arrows move and select, Home and End jump; only the selected tab is in the Tab order.
 */
export function useTabs(
  count: number,
  { initial = 0, onSelect }: { initial?: number; onSelect?: (index: number) => void } = {},
) {
  const [active, setActive] = useState(initial);
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number, focus = false) => {
    const next = (index + count) % count;
    setActive(next);
    onSelect?.(next);
    const tab = tabs.current[next];
    if (focus) tab?.focus();
    if (tab) reveal(tab);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowLeft: active - 1,
      Home: 0,
      End: count - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key]!, true);
  };

  return {
    active,
    /** Sets the active tab without side effects (e.g. from a scrolled strip). */
    setActive,
    select,
    tabListProps: { role: 'tablist' as const, onKeyDown },
    tabProps: (index: number) => ({
      ref: (element: HTMLButtonElement | null) => {
        tabs.current[index] = element;
      },
      type: 'button' as const,
      role: 'tab' as const,
      id: `${id}-tab-${index}`,
      'aria-selected': index === active,
      'aria-controls': `${id}-panel-${index}`,
      tabIndex: index === active ? 0 : -1,
      onClick: () => select(index),
    }),
    panelProps: (index: number) => ({
      role: 'tabpanel' as const,
      id: `${id}-panel-${index}`,
      'aria-labelledby': `${id}-tab-${index}`,
      tabIndex: 0,
      'data-tab-panel': '',
      'data-active': index === active ? '' : undefined,
    }),
  };
}
