import type { FC, MouseEventHandler } from 'react';
import { usePageContext } from 'vike-react/usePageContext';

/*
 * The other way a pre-rendered part meets the browser, beside islands (Island.tsx): an island
 * hydrates on its own; a static part does not hydrate on a first visit at all (it keeps its
 * HTML) and renders only on client-side navigation.
 */

// Empty inner HTML while hydrating: React leaves the pre-rendered part as it is.
export const keepPreRendered = { __html: '' };

export interface StaticPart {
  /** Loads the part's code; `preparePage` awaits it before every render that is not hydration. */
  load: () => Promise<void>;
  /**
   * The part, inside a `display: contents` wrapper. On hydration it keeps its pre-rendered HTML
   * and its code stays unfetched; client-side navigation renders it (it depends on the route and
   * the locale). Clicks inside reach `onClick` either way, as React delegates from the wrapper.
   */
  Part: FC<{ onClick?: MouseEventHandler<HTMLDivElement> }>;
}

/**
 * A part of the shell with no state of its own (the footer, the mobile menu's links): a first
 * visit hydrates only its wrapper, so its components are not part of the first load.
 */
export function staticPart(importPart: () => Promise<{ default: FC }>): StaticPart {
  let Loaded: FC | undefined;
  let loading: Promise<void> | undefined;
  const load = () => {
    loading ??= importPart().then(
      (module) => {
        Loaded = module.default;
      },
      (error: unknown) => {
        // A failed fetch may succeed later (the next navigation tries again).
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  function Part({ onClick }: { onClick?: MouseEventHandler<HTMLDivElement> }) {
    const { isHydration } = usePageContext() as { isHydration?: boolean };
    if (isHydration && !import.meta.env.SSR)
      return (
        <div
          key="kept"
          className="contents"
          onClick={onClick}
          dangerouslySetInnerHTML={keepPreRendered}
          suppressHydrationWarning
        />
      );
    if (!Loaded) throw new Error('A static part rendered before its code was loaded');
    return (
      <div key="rendered" className="contents" onClick={onClick}>
        <Loaded />
      </div>
    );
  }
  return { load, Part };
}
