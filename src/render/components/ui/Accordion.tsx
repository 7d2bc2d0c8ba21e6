import { Icon } from './Icon';
import { useId, type ReactNode } from 'react';

export interface AccordionItem {
  title: string;
  content: ReactNode;
}

/**
 * An exclusive accordion in plain HTML: `<details>` sharing a `name` open one at a time, and the
 * open one closes when its summary is pressed again. It needs no JavaScript, so it works before
 * hydration and without it, and the browser's find-in-page opens the answer it finds.
 */
export function Accordion({
  items,
  headingLevel = 3,
}: {
  items: AccordionItem[];
  headingLevel?: 3 | 4;
}) {
  const name = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="divide-y divide-slate-200 rounded-card bg-white shadow-card ring-1 ring-slate-900/5">
      {items.map((item) => (
        <details key={item.title} name={name} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-5 font-semibold text-slate-950 hover:text-brand-700 sm:px-8 [&::-webkit-details-marker]:hidden">
            <Heading className="text-base text-wrap sm:text-lg">{item.title}</Heading>
            <Icon
              name="chevron-down"
              className="size-5 shrink-0 text-brand-600 transition-transform duration-200 group-open:rotate-180"
            />
          </summary>
          <div className="px-5 pb-6 leading-7 text-slate-600 sm:px-8">{item.content}</div>
        </details>
      ))}
    </div>
  );
}
