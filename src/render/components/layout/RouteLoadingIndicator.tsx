import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isLoadingVisible, subscribeLoading } from '../../../browser/navigation/routeTransition';

/** "Loading..." bar shown while the next page's code or data is on its way. */
export function RouteLoadingIndicator() {
  const { t } = useTranslation();
  const visible = useSyncExternalStore(subscribeLoading, isLoadingVisible, () => false);
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-0 z-[60]"
    >
      {visible && (
        <>
          <div className="h-1 w-full animate-pulse bg-gradient-to-r from-brand-500 via-accent-400 to-brand-500" />
          <p className="mx-auto mt-3 w-fit rounded-full bg-brand-950 px-4 py-1.5 text-sm font-medium text-white shadow-card">
            {t('loading')}
          </p>
        </>
      )}
    </div>
  );
}
