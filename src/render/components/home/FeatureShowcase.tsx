import { Icon } from '../ui/Icon';
import { useEffect, useRef } from 'react';
import type { FrontmatterOf } from '../../../content/schema';
import type { SceneId } from '../../../data/sceneIds';
import { Scene, sceneColumns, sceneStackedWidth } from '../scenes/Scene';
import { Section } from '../ui/Section';
import { useTabs } from '../ui/useTabs';

type Features = FrontmatterOf<'home'>['features'];

/** The product scene each feature tab shows. */
const featureScenes: Record<Features['tabs'][number]['id'], SceneId> = {
  storytelling: 'novel',
  'no-code': 'editor',
  branding: 'branding',
  metrics: 'analytics',
};

/**
 * Four tabs over a horizontal strip of cards (from 1024 px). Selecting a tab scrolls the strip to
 * its card; scrolling the strip by hand selects the card's tab. Narrower, the tabs show one card.
 */
export function FeatureShowcase({ features }: { features: Features }) {
  const stripRef = useRef<HTMLDivElement>(null);
  // While a tab's smooth scroll travels, intermediate cards must not steal the selection.
  const scrollTarget = useRef<{ index: number; until: number } | null>(null);
  const tabs = useTabs(features.tabs.length, {
    onSelect: (index) => {
      const strip = stripRef.current;
      const card = strip?.children[index] as HTMLElement | undefined;
      if (!strip || !card) return;
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      scrollTarget.current = { index, until: performance.now() + 1500 };
      // Measured from the first card: at scroll 0 it sits on the page's gutter, as each card must.
      strip.scrollTo({
        left: card.offsetLeft - (strip.firstElementChild as HTMLElement).offsetLeft,
        behavior: reduce ? 'auto' : 'smooth',
      });
    },
  });
  const { setActive } = tabs;

  useEffect(() => {
    const strip = stripRef.current;
    if (!strip) return;
    let settle = 0;
    const onScroll = () => {
      window.clearTimeout(settle);
      // Once the strip settles, the card nearest its start is the active one.
      settle = window.setTimeout(() => {
        const cards = Array.from(strip.children) as HTMLElement[];
        const left = strip.scrollLeft + cards[0]!.offsetLeft;
        let nearest = 0;
        cards.forEach((card, index) => {
          const distance = Math.abs(card.offsetLeft - left);
          const best = Math.abs(cards[nearest]!.offsetLeft - left);
          if (distance < best) nearest = index;
        });
        const target = scrollTarget.current;
        if (target && nearest !== target.index && performance.now() < target.until) return;
        scrollTarget.current = null;
        setActive(nearest);
      }, 120);
    };
    strip.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      strip.removeEventListener('scroll', onScroll);
      window.clearTimeout(settle);
    };
  }, [setActive]);

  return (
    <Section id="features" title={features.title} subtitle={features.subtitle} tone="muted">
      {/* One row of tabs from 640 px; on a phone the four tabs are two rows of two, whole and
          alike: a row scrolling sideways with its last tab cut read as clipped, and a wrapped row
          left one tab alone under the others. Each of the four is a tile of its own there: inside
          one pill, the three not chosen read as loose words (eleventh design review). */}
      <div className="mx-auto flex w-fit max-w-full rounded-full bg-white p-1 shadow-card ring-1 ring-slate-900/5 max-sm:w-full max-sm:bg-transparent max-sm:p-0 max-sm:shadow-none max-sm:ring-0">
        <div
          {...tabs.tabListProps}
          aria-label={features.title}
          className="tab-row min-w-0 gap-1 rounded-full [--tab-row-bg:var(--color-white)] max-sm:grid max-sm:grow max-sm:grid-cols-2 max-sm:gap-2 max-sm:overflow-visible max-sm:[background:none]"
        >
          {features.tabs.map((tab, index) => (
            <button
              key={tab.id}
              {...tabs.tabProps(index)}
              className="min-h-11 rounded-full px-4 text-sm font-semibold text-slate-700 transition-colors hover:text-slate-950 aria-selected:bg-brand-600 aria-selected:text-white max-sm:rounded-xl max-sm:bg-white max-sm:shadow-card max-sm:ring-1 max-sm:ring-slate-900/5 sm:px-5"
            >
              {tab.label}
            </button>
          ))}
        </div>
      </div>
      {/* Below 1024 px, plain tabs: only the selected card shows (global.css), at full width; a
          sideways strip with a cut-off neighbour did not say whether to swipe or tap. Without
          JavaScript the cards stack. From 1024 px, a strip the tabs scroll, one card wide. */}
      <div
        ref={stripRef}
        data-feature-strip
        className="mt-10 flex flex-col gap-4 lg:snap-x lg:snap-mandatory lg:flex-row lg:gap-6 lg:overflow-x-auto lg:pb-4 [scrollbar-width:none]"
      >
        {features.tabs.map((tab, index) => (
          <div
            key={tab.id}
            {...tabs.panelProps(index)}
            data-tab-panel={undefined}
            className={`grid w-full shrink-0 snap-start gap-8 overflow-hidden rounded-card bg-white p-6 shadow-card ring-1 ring-slate-900/5 sm:p-10 xl:items-center ${sceneColumns.sceneLast}`}
          >
            <div>
              <h3 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl">
                {tab.title}
              </h3>
              <p className="mt-4 text-lg leading-8 text-slate-600">{tab.body}</p>
              <ul className="mt-6 space-y-3">
                {tab.points.map((point) => (
                  <li key={point} className="flex gap-3 text-slate-700">
                    <Icon name="check" className="mt-1 size-5 shrink-0 text-brand-600" />
                    {point}
                  </li>
                ))}
              </ul>
            </div>
            {/* On phones the scene takes the card's whole width, its padding too: its words stay
                at their size. */}
            <Scene
              id={featureScenes[tab.id]}
              className={`rounded-2xl max-sm:-mx-6 max-sm:w-[calc(100%+3rem)] max-sm:max-w-none ${sceneStackedWidth}`}
            />
          </div>
        ))}
      </div>
    </Section>
  );
}
