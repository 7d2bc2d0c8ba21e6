import { Icon } from '../ui/Icon';
import { registerUrl } from '../../../config/site';
import type { FrontmatterOf } from '../../../content/schema';
import { useLocale } from '../../hooks/useLocale';
import { ButtonLink } from '../ui/ButtonLink';
import { Section } from '../ui/Section';
import { useTabs } from '../ui/useTabs';

type Segments = FrontmatterOf<'home'>['segments'];

/** Where each segment's call to action goes. */
const segmentTargets: Record<Segments['items'][number]['id'], { href: 'register' | string }> = {
  'b2b-seller': { href: '/ventas-gamificadas' },
  entrepreneur: { href: 'register' },
  coach: { href: '/playbooks' },
};

export function SegmentTabs({ segments }: { segments: Segments }) {
  const { localize } = useLocale();
  const tabs = useTabs(segments.items.length);
  return (
    <Section title={segments.title} tone="muted">
      {/* One row of tabs sharing the width; on a phone the three tabs stack, each whole and as
          wide as the others: a row scrolling sideways with its last tab cut read as clipped, and
          a wrapped row left one tab alone under the others. Stacked, each is a choice of its own
          with a mark for the one chosen: three grey rows read as a list (eleventh design review). */}
      <div className="mx-auto flex max-w-2xl rounded-2xl bg-slate-100 p-1 max-sm:bg-transparent max-sm:p-0">
        <div
          {...tabs.tabListProps}
          aria-label={segments.title}
          className="tab-row min-w-0 grow gap-1 rounded-xl [--tab-row-bg:var(--color-slate-100)] max-sm:grid max-sm:gap-2 max-sm:overflow-visible max-sm:[background:none]"
        >
          {segments.items.map((item, index) => (
            <button
              key={item.id}
              {...tabs.tabProps(index)}
              className="group flex min-h-12 grow basis-0 items-center justify-center gap-3 rounded-xl px-4 text-sm font-semibold text-slate-700 transition-colors hover:text-slate-950 aria-selected:bg-white aria-selected:text-brand-700 aria-selected:shadow-sm max-sm:justify-start max-sm:bg-white max-sm:text-base max-sm:ring-1 max-sm:ring-slate-200 max-sm:aria-selected:ring-2 max-sm:aria-selected:ring-brand-600 sm:text-base"
            >
              <span
                aria-hidden="true"
                className="size-4 shrink-0 rounded-full ring-2 ring-slate-300 group-aria-selected:bg-brand-600 group-aria-selected:ring-brand-600 group-aria-selected:[box-shadow:inset_0_0_0_3px_var(--color-white)] sm:hidden"
              />
              {item.label}
            </button>
          ))}
        </div>
      </div>
      {segments.items.map((item, index) => {
        const target = segmentTargets[item.id].href;
        const external = target === 'register';
        return (
          <div
            key={item.id}
            {...tabs.panelProps(index)}
            className="mt-10 grid gap-8 rounded-3xl bg-brand-50 p-6 sm:p-10 lg:grid-cols-[1.3fr_1fr]"
          >
            <div>
              <h3 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl">
                {item.title}
              </h3>
              <p className="mt-4 text-lg leading-8 text-slate-600">{item.body}</p>
              <div className="mt-8">
                <ButtonLink href={external ? registerUrl : localize(target)} external={external}>
                  {item.cta}
                </ButtonLink>
              </div>
            </div>
            {/* As tall as the words beside it, its points spread down it: a short card centred
                beside them floated in the panel (twenty-first design review). */}
            <ul className="flex flex-col justify-evenly gap-4 rounded-2xl bg-white p-6 shadow-card sm:p-8">
              {item.points.map((point) => (
                <li key={point} className="flex gap-3 text-lg text-slate-800">
                  <Icon name="check" className="mt-1 size-5 shrink-0 text-brand-600" />
                  {point}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </Section>
  );
}
