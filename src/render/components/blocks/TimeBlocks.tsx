import type { BlockOf } from '../../../content/schemas/blocks';
import { Section } from '../ui/Section';

/**
 * The first weeks as a journey: each milestone on one track, what the new hire lives above what
 * their manager sees. On desktops the milestones are columns and the two lanes rows, named once
 * at their start; on phones the track runs down the left and each milestone names its lanes.
 */
export function TimelineBlock({ block }: { block: BlockOf<'timeline'> }) {
  const [playerLane, managerLane] = block.lanes;
  const count = block.items.length as 3 | 4 | 5;
  const columns = { 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4', 5: 'lg:grid-cols-5' }[count];
  // The track ends at the last dot: a column's width (less the 1.25rem gaps) from the right, less
  // the dot's half.
  const trackEnd = {
    3: 'lg:right-[calc((100%-2.5rem)/3-12px)]',
    4: 'lg:right-[calc((100%-3.75rem)/4-12px)]',
    5: 'lg:right-[calc((100%-5rem)/5-12px)]',
  }[count];
  return (
    <Section block="timeline" title={block.title} subtitle={block.subtitle} tone={block.tone}>
      <div className="relative">
        {/* The track: down the left on phones, across the dots on desktops. */}
        <span
          aria-hidden="true"
          className={`absolute top-2 bottom-2 left-[11px] w-0.5 bg-gradient-to-b from-brand-600 to-brand-200 lg:top-[11px] lg:bottom-auto lg:left-0 lg:h-0.5 lg:w-auto lg:bg-gradient-to-r ${trackEnd}`}
        />
        <ol className={`relative grid gap-8 lg:gap-5 ${columns}`}>
          {block.items.map((item, index) => (
            <li
              key={item.when}
              // On desktops each milestone's four parts share rows with the others', so the lanes line up.
              className="relative pl-10 lg:row-span-4 lg:grid lg:grid-rows-subgrid lg:gap-y-0 lg:pt-10 lg:pl-0"
            >
              <span
                aria-hidden="true"
                className={`absolute top-0 left-0 size-6 rounded-full ring-4 ring-white ${index === 0 ? 'bg-brand-600' : 'border-2 border-brand-600 bg-white'}`}
              />
              <p className="text-sm font-bold tracking-wide text-brand-700 uppercase">
                {item.when}
              </p>
              <h3 className="mt-1 text-lg font-bold text-slate-950">{item.title}</h3>
              <div className="mt-4 rounded-card bg-white p-4 shadow-card ring-1 ring-slate-900/5">
                <p className="text-xs font-bold tracking-wide text-slate-500 uppercase">
                  {playerLane}
                </p>
                <p className="mt-1 leading-7 text-slate-700">{item.player}</p>
              </div>
              <div className="mt-3 rounded-card border border-dashed border-brand-300 bg-brand-50 p-4">
                <p className="text-xs font-bold tracking-wide text-brand-700 uppercase">
                  {managerLane}
                </p>
                <p className="mt-1 leading-7 text-slate-700">{item.manager}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}

/**
 * A campaign on its calendar: the campaign's bar across every period, then each period's column
 * with what happens in it. Columns stack on phones, the bar shortening to a heading.
 */
export function CalendarBlock({ block }: { block: BlockOf<'calendar'> }) {
  const columns = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-3', 4: 'md:grid-cols-4' }[
    block.items.length as 2 | 3 | 4
  ];
  return (
    <Section block="calendar" title={block.title} subtitle={block.subtitle} tone={block.tone}>
      <div className="overflow-hidden rounded-card bg-white shadow-card ring-1 ring-slate-900/5">
        <p className="flex items-center gap-3 bg-gradient-to-r from-brand-700 to-brand-500 px-5 py-3 font-bold text-white">
          <span aria-hidden="true" className="size-2.5 rounded-full bg-accent-300" />
          {block.campaign}
        </p>
        <ol className={`grid divide-slate-200 max-md:divide-y md:divide-x ${columns}`}>
          {block.items.map((item, index) => (
            <li key={item.when} className="p-5 sm:p-6">
              <p className="flex items-center justify-between gap-3">
                <span className="rounded-md bg-slate-100 px-2.5 py-1 text-sm font-bold text-slate-700">
                  {item.when}
                </span>
                {/* How far into the campaign this period is, as filled pips. */}
                <span aria-hidden="true" className="flex gap-1">
                  {block.items.map((other, pip) => (
                    <span
                      key={other.when}
                      className={`h-1.5 w-4 rounded-full ${pip <= index ? 'bg-brand-600' : 'bg-slate-200'}`}
                    />
                  ))}
                </span>
              </p>
              <h3 className="mt-4 text-lg font-bold text-slate-950">{item.title}</h3>
              <p className="mt-2 leading-7 text-slate-600">{item.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}
