/**
 * Short messages for the visitor that are not part of the page (a failed navigation, being
 * offline), shown by <Notifications>. Each stays about five seconds; at most three at once.
 */
export type NoticeKey = 'offline';

export interface Notice {
  id: number;
  key: NoticeKey;
}

export const NOTICE_MS = 5000;
export const MAX_NOTICES = 3;

type Listener = () => void;

let notices: readonly Notice[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function set(next: readonly Notice[]): void {
  notices = next;
  listeners.forEach((listener) => listener());
}

/** Shows a notice (UI string `notifications.<key>`); the oldest goes when a fourth arrives. */
export function showNotice(key: NoticeKey): void {
  const id = nextId++;
  set([...notices, { id, key }].slice(-MAX_NOTICES));
  setTimeout(() => set(notices.filter((notice) => notice.id !== id)), NOTICE_MS);
}

export function currentNotices(): readonly Notice[] {
  return notices;
}

const none: readonly Notice[] = [];
/** Nothing is pending when the page is rendered ahead of time. */
export function serverNotices(): readonly Notice[] {
  return none;
}

export function subscribeNotices(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
