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
      {/* One row of tabs sharing the width; on a phone the three tabs stack in the same grey
          track, each whole and as wide as the others, the chosen one raised in white as on a
          desktop. A row scrolling sideways with its last tab cut read as clipped, and a wrapped
          row left one tab alone under the others (eleventh design review); separate rows with a
          round mark read as a form's radio buttons (twenty-third). */}
      <div className="mx-auto flex max-w-2xl rounded-2xl bg-slate-100 p-1">
        <div
          {...tabs.tabListProps}
          aria-label={segments.title}
          className="tab-row min-w-0 grow gap-1 rounded-xl [--tab-row-bg:var(--color-slate-100)] max-sm:grid max-sm:overflow-visible max-sm:[background:none]"
        >
          {segments.items.map((item, index) => (
            <button
              key={item.id}
              {...tabs.tabProps(index)}
              className="flex min-h-12 grow basis-0 items-center justify-center rounded-xl px-4 text-base font-semibold text-slate-700 transition-colors hover:text-slate-950 aria-selected:bg-white aria-selected:text-brand-700 aria-selected:shadow-sm"
            >
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
