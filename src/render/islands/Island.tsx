import { useId, type ComponentProps, type FC, type ReactElement } from 'react';
import type { PageContext } from 'vike/types';
import { usePageContext } from 'vike-react/usePageContext';
import { IslandRoot } from './IslandRoot';
import type { IslandName, islandLoaders } from './registry';

type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof islandLoaders)[N]>>;
export type IslandProps<N extends IslandName> = ComponentProps<IslandComponent<N>>;

type RenderIsland = (element: ReactElement, identifierPrefix: string) => string;

// Set by the server's render hook (pages/+onBeforeRenderHtml.ts) only: importing react-dom/server
// here would put it in the browser's bundle too.
let renderOnServer: RenderIsland | undefined;
export function setIslandRenderer(render: RenderIsland) {
  renderOnServer = render;
}

/**
 * When an island hydrates: with the page (`load`: it is at the top, or the page is for it), or
 * once it comes near the screen or the pointer or focus reaches it (`visible`), so a first visit
 * downloads none of the code for what lies further down.
 */
export type Hydrate = 'load' | 'visible';

/**
 * Makes `Component` an island: on the server it renders as a React root of its own, with its
 * props in the HTML, so the browser can hydrate it alone (hydrateIslands) with the same ids.
 * Rendered in the browser (client-side navigation), it is an ordinary part of the page.
 */
export function island<N extends IslandName, P extends IslandProps<N> & object>(
  name: N,
  Component: FC<P>,
  { hydrate = 'load' }: { hydrate?: Hydrate } = {},
) {
  function Island(props: P) {
    const pageContext = usePageContext() as PageContext;
    const id = useId();
    if (renderOnServer) {
      const html = renderOnServer(
        <IslandRoot pageContext={pageContext}>
          <Component {...props} />
        </IslandRoot>,
        id,
      );
      return (
        <div
          data-island={name}
          data-hydrate={hydrate}
          data-island-id={id}
          data-props={JSON.stringify(props)}
          className="contents"
          dangerouslySetInnerHTML={{ __html: html }}
        />
      );
    }
    return (
      <div data-island={name} className="contents">
        <Component {...props} />
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
