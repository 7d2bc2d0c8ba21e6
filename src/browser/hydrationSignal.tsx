import { useEffect } from 'react';

/**
 * The page hydrates in parts (the layout, then each Suspense boundary as its own task), so
 * `html[data-hydrated]` is set only once every part has run its effects: tests and tooling that
 * wait for it can then use every control on the page.
 */
const parts = new Set<string>(['root', 'main', 'footer']);

/** Adds a part to wait for; called before any part can be the last (see PreRenderedLayout). */
export function expectHydration(part: string): void {
  parts.add(part);
}

export function markHydrated(part: string): void {
  parts.delete(part);
  if (parts.size === 0) document.documentElement.dataset.hydrated = 'true';
}

/** Placed inside a Suspense boundary: reports when that boundary has hydrated. */
export function HydrationMark({ part }: { part: 'main' | 'footer' }) {
  useEffect(() => markHydrated(part), [part]);
  return null;
}
