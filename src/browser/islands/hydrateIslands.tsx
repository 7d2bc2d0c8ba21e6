import type { FC } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { PageContext } from 'vike/types';
import { loadPageMessages } from '../../i18n/i18n';
import { pageLocation } from '../../i18n/pageLocation';
import { IslandRoot } from '../../render/islands/Island';
import {
  islandLoaders,
  islandsWithPageStrings,
  type IslandName,
} from '../../render/islands/registry';
import { needsReplay, replay, takeOverEarlyEvents } from './replayEvents';

/** Islands further down start hydrating this far ahead of the screen's edge. */
const visibleAhead = '50%';

/**
 * Hydrates the islands in `container`, each as its own root: `load` ones at once (`loaded`
 * resolves when they have committed), `visible` ones once scrolling brings them near the screen
 * or the pointer or focus reaches them. Each hydrated island gets `data-island-hydrated`. A click
 * or key press that reached an island before React was attached to it (recorded from the first
 * paint by earlyEventRecorder) starts its hydration and is replayed once it has committed.
 */
export function hydrateIslands(container: HTMLElement, pageContext: PageContext) {
  const roots: Root[] = [];
  const attached = new Set<Element>();
  const waiting = new Map<Element, Event[]>();
  let left = false;

  const hydrate = async (element: HTMLElement) => {
    const name = element.dataset.island as IslandName;
    const [Component] = (await Promise.all([
      islandLoaders[name](),
      islandsWithPageStrings.has(name) && loadPageMessages(pageLocation(pageContext).locale),
    ])) as [FC<object>, unknown];
    if (left) return;
    const props = JSON.parse(element.dataset.props ?? '{}') as object;
    // From here on React hears the island's events itself (it hydrates at once to answer one).
    attached.add(element);
    await new Promise<void>((resolve) => {
      const committed = () => {
        element.dataset.islandHydrated = '';
        resolve();
      };
      roots.push(
        hydrateRoot(
          element,
          <IslandRoot pageContext={pageContext} onCommit={committed}>
            <Component {...props} />
          </IslandRoot>,
          { identifierPrefix: element.dataset.islandId },
        ),
      );
    });
    const events = waiting.get(element) ?? [];
    waiting.delete(element);
    // All in one go, before React renders again: each acts on the island as the reader saw it
    // when making it (two taps on a closed story both meant "open").
    events.forEach(replay);
  };

  const elements = Array.from(container.querySelectorAll<HTMLElement>('[data-island]'));
  const later = elements.filter((element) => element.dataset.hydrate === 'visible');
  const loaded = Promise.all(elements.filter((element) => !later.includes(element)).map(hydrate));
  // An island's wrapper is `display: contents`, which has no box to intersect, and so may be
  // what it wraps (the demo's own wrapper): the first descendants with a box are watched.
  const boxesOf = (element: Element): Element[] =>
    [...element.children].flatMap((child) =>
      getComputedStyle(child).display === 'contents' ? boxesOf(child) : [child],
    );
  const observer = new IntersectionObserver(
    (entries) =>
      entries.forEach(
        (entry) => entry.isIntersecting && start(entry.target.closest('[data-island]')!),
      ),
    { rootMargin: `${visibleAhead} 0px` },
  );
  const start = (element: Element) => {
    if (!later.includes(element as HTMLElement)) return;
    later.splice(later.indexOf(element as HTMLElement), 1);
    for (const box of boxesOf(element)) observer.unobserve(box);
    void hydrate(element as HTMLElement);
  };
  const onApproach = (event: Event) => {
    const element = (event.target as Element).closest?.('[data-island]');
    if (element) start(element);
  };
  // Watching starts with the reader's first scroll: the first load, unscrolled, never depends on
  // where the layout puts an island, and the pointer or focus still wakes one already on screen.
  const watch = () => {
    for (const element of later) for (const box of boxesOf(element)) observer.observe(box);
  };
  if (window.scrollY > 0) watch();
  else window.addEventListener('scroll', watch, { once: true, passive: true });
  container.addEventListener('pointerover', onApproach);
  container.addEventListener('focusin', onApproach);
  const stopTakingEvents = takeOverEarlyEvents((event) => {
    const element = (event.target as Element).closest('[data-hydrate]');
    if (left || !element || attached.has(element) || !elements.includes(element as HTMLElement))
      return;
    if (needsReplay(event)) waiting.set(element, [...(waiting.get(element) ?? []), event]);
    start(element);
  });

  return {
    loaded,
    unmount() {
      left = true;
      stopTakingEvents();
      observer.disconnect();
      window.removeEventListener('scroll', watch);
      container.removeEventListener('pointerover', onApproach);
      container.removeEventListener('focusin', onApproach);
      // Not during the page's own commit: React forbids unmounting a root while rendering.
      setTimeout(() => roots.forEach((root) => root.unmount()));
    },
  };
}
