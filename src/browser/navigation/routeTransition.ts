/**
 * Whether the "Loading..." indicator should show: a client-side navigation has been loading the
 * next page's code or data for longer than SHOW_AFTER_MS (fast ones never flicker).
 */
type Listener = () => void;

const SHOW_AFTER_MS = 150;

let visible = false;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<Listener>();

function setVisible(value: boolean): void {
  if (visible === value) return;
  visible = value;
  listeners.forEach((listener) => listener());
}

export function setNavigating(navigating: boolean): void {
  clearTimeout(timer);
  if (navigating) timer = setTimeout(() => setVisible(true), SHOW_AFTER_MS);
  else setVisible(false);
}

export function isLoadingVisible(): boolean {
  return visible;
}

export function subscribeLoading(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
