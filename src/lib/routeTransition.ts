/** Whether a client-side navigation is loading the next page's code or data. */
type Listener = () => void;

let navigating = false;
const listeners = new Set<Listener>();

export function setNavigating(value: boolean): void {
  if (navigating === value) return;
  navigating = value;
  listeners.forEach((listener) => listener());
}

export function isNavigating(): boolean {
  return navigating;
}

export function subscribeNavigating(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
