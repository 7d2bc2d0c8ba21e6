import { useId, useRef, useState, type KeyboardEvent } from 'react';

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
    if (focus) tabs.current[next]?.focus();
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
