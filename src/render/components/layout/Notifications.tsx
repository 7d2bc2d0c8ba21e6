import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { currentNotices, serverNotices, subscribeNotices } from '../../../browser/notices';

/**
 * The polite live region for notices (`src/browser/notices.ts`). It is always in the page, empty
 * until needed, so screen readers announce what is added to it.
 */
export function Notifications() {
  const { t } = useTranslation();
  const notices = useSyncExternalStore(subscribeNotices, currentNotices, serverNotices);
  return (
    <section
      aria-label={t('notifications.label')}
      aria-live="polite"
      aria-relevant="additions text"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-[70] flex justify-center px-4"
    >
      <ol className="flex w-full max-w-md flex-col gap-2">
        {notices.map((notice) => (
          <li
            key={notice.id}
            className="rounded-card bg-slate-900 px-4 py-3 text-sm font-medium text-white shadow-card"
          >
            {t(`notifications.${notice.key}`)}
          </li>
        ))}
      </ol>
    </section>
  );
}
