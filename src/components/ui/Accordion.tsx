import { Icon } from './Icon';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface AccordionItem {
  title: string;
  content: ReactNode;
}

/**
 * WAI-ARIA accordion (https://www.w3.org/WAI/ARIA/apg/patterns/accordion/): one item open at a
 * time, the open one closes when clicked again; arrows, Home and End move between headers.
 * Without JavaScript every answer stays visible.
 */
export function Accordion({
  items,
  headingLevel = 3,
}: {
  items: AccordionItem[];
  headingLevel?: 3 | 4;
}) {
  const [open, setOpen] = useState<number | null>(null);
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowDown: (index + 1) % items.length,
      ArrowUp: (index - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    buttons.current[moves[event.key]!]?.focus();
  };

  return (
    <div className="divide-y divide-slate-200 rounded-card bg-white shadow-card ring-1 ring-slate-900/5">
      {items.map((item, index) => {
        const expanded = open === index;
        return (
          <div key={item.title}>
            <Heading className="text-base sm:text-lg">
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                id={`${id}-header-${index}`}
                aria-expanded={expanded}
                aria-controls={`${id}-panel-${index}`}
                onClick={() => setOpen(expanded ? null : index)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className="flex w-full items-center justify-between gap-4 px-5 py-5 text-left font-semibold text-slate-950 hover:text-brand-700 sm:px-8"
              >
                {item.title}
                <Icon
                  name="chevron-down"
                  className={`size-5 shrink-0 text-brand-600 transition-transform duration-200 ${expanded ? 'rotate-180' : ''}`}
                />
              </button>
            </Heading>
            <div
              id={`${id}-panel-${index}`}
              role="region"
              aria-labelledby={`${id}-header-${index}`}
              data-disclosure-panel=""
              data-open={expanded ? '' : undefined}
              className="px-5 pb-6 leading-7 text-slate-600 sm:px-8"
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
