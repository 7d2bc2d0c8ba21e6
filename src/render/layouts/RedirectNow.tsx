import { useEffect } from 'react';
import { navigate } from 'vike/client/router';
import { useLocale } from '../hooks/useLocale';

/** Sends the visitor on to `to` as soon as the page runs, replacing the alias in the history. */
export function RedirectNow({ to }: { to: string }) {
  const { localize } = useLocale();
  const target = localize(to);
  useEffect(() => {
    void navigate(target, { overwriteLastHistoryEntry: true });
  }, [target]);
  return null;
}
