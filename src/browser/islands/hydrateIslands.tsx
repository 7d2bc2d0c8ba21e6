import type { FC } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { PageContext } from 'vike/types';
import { loadPageMessages } from '../../i18n/i18n';
import { pageLocation } from '../../i18n/pageLocation';
import { IslandRoot } from '../../render/islands/IslandRoot';
import {
  islandLoaders,
  islandsWithPageStrings,
  type IslandName,
} from '../../render/islands/registry';
import { wakeWhenNear } from './hydrationTriggers';
import { needsReplay, replay, takeOverEarlyEvents } from './replayEvents';

/**
 * Hydrates the islands in `container`, each as its own root: `load` ones at once (`loaded`
 * resolves when they have committed), `visible` ones when hydrationTriggers wakes them (near the
 * screen, or reached by the pointer or focus). Each hydrated island gets `data-island-hydrated`.
 * A click or key press that reached an island before React was attached to it (recorded from
 * the first paint by earlyEventRecorder) starts its hydration and is replayed once it has
 * committed.
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
  const triggers = wakeWhenNear(container, later, (element) => void hydrate(element));
  const stopTakingEvents = takeOverEarlyEvents((event) => {
    const element = (event.target as Element).closest('[data-hydrate]');
    if (left || !element || attached.has(element) || !elements.includes(element as HTMLElement))
      return;
    if (needsReplay(event)) waiting.set(element, [...(waiting.get(element) ?? []), event]);
    triggers.wakeNow(element);
  });

  return {
    loaded,
    unmount() {
      left = true;
      stopTakingEvents();
      triggers.stop();
      // Not during the page's own commit: React forbids unmounting a root while rendering.
      setTimeout(() => roots.forEach((root) => root.unmount()));
    },
  };
}
