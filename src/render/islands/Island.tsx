import {
  useEffect,
  useId,
  type ComponentProps,
  type FC,
  type ReactElement,
  type ReactNode,
} from 'react';
import { I18nextProvider } from 'react-i18next';
import type { PageContext } from 'vike/types';
import { usePageContext, VikeReactProviderPageContext } from 'vike-react/usePageContext';
import { getI18n } from '../../i18n/i18n';
import { pageLocation } from '../../i18n/pageLocation';
import type { IslandName, islandLoaders } from './registry';

type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof islandLoaders)[N]>>;
export type IslandProps<N extends IslandName> = ComponentProps<IslandComponent<N>>;

type RenderIsland = (element: ReactElement, identifierPrefix: string) => string;

// Set by the server's render hook only, so react-dom/server never reaches the browser.
let renderOnServer: RenderIsland | undefined;
export function setIslandRenderer(render: RenderIsland) {
  renderOnServer = render;
}

/**
 * What an island's own React root provides, on the server and when it hydrates alike: the tree
 * has the same shape on both sides, so React's ids match.
 */
export function IslandRoot({
  pageContext,
  onCommit,
  children,
}: {
  pageContext: PageContext;
  onCommit?: () => void;
  children: ReactNode;
}) {
  useEffect(() => onCommit?.(), [onCommit]);
  return (
    <VikeReactProviderPageContext pageContext={pageContext}>
      <I18nextProvider i18n={getI18n(pageLocation(pageContext).locale)}>{children}</I18nextProvider>
    </VikeReactProviderPageContext>
  );
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
