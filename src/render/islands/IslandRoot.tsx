import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { PageContext } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import { getI18n } from '../../i18n/i18n';
import { pageLocation } from '../../i18n/pageLocation';

/**
 * What an island's own React root provides, on the server (island(), Island.tsx) and when it
 * hydrates (hydrateIslands) alike: the tree has the same shape on both sides, so React's ids
 * match and hydration finds the HTML it expects.
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
