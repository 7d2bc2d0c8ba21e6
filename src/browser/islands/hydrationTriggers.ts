/** Islands further down start hydrating this far ahead of the screen's edge. */
const visibleAhead = '50%';

/**
 * Calls `wake` once for each of `elements` (the `visible` islands), at the first of: scrolling
 * brings it near the screen, the pointer or focus reaches it, or `wakeNow` is called for it (a
 * tap recorded before hydration). Each wakes once; `stop` forgets the rest.
 */
export function wakeWhenNear(
  container: HTMLElement,
  elements: HTMLElement[],
  wake: (element: HTMLElement) => void,
) {
  const asleep = [...elements];
  // An island's wrapper is `display: contents`, which has no box to intersect, and so may be
  // what it wraps (the demo's own wrapper): the first descendants with a box are watched.
  const boxesOf = (element: Element): Element[] =>
    [...element.children].flatMap((child) =>
      getComputedStyle(child).display === 'contents' ? boxesOf(child) : [child],
    );
  const observer = new IntersectionObserver(
    (entries) =>
      entries.forEach(
        (entry) => entry.isIntersecting && wakeNow(entry.target.closest('[data-island]')!),
      ),
    { rootMargin: `${visibleAhead} 0px` },
  );
  const wakeNow = (element: Element) => {
    const index = asleep.indexOf(element as HTMLElement);
    if (index < 0) return;
    asleep.splice(index, 1);
    for (const box of boxesOf(element)) observer.unobserve(box);
    wake(element as HTMLElement);
  };
  const onApproach = (event: Event) => {
    const element = (event.target as Element).closest?.('[data-island]');
    if (element) wakeNow(element);
  };
  // Watching starts with the reader's first scroll: the first load, unscrolled, never depends on
  // where the layout puts an island, and the pointer or focus still wakes one already on screen.
  const watch = () => {
    for (const element of asleep) for (const box of boxesOf(element)) observer.observe(box);
  };
  if (window.scrollY > 0) watch();
  else window.addEventListener('scroll', watch, { once: true, passive: true });
  container.addEventListener('pointerover', onApproach);
  container.addEventListener('focusin', onApproach);

  return {
    wakeNow,
    stop() {
      observer.disconnect();
      window.removeEventListener('scroll', watch);
      container.removeEventListener('pointerover', onApproach);
      container.removeEventListener('focusin', onApproach);
    },
  };
}
