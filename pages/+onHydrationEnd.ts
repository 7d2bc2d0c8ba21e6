// https://vike.dev/onHydrationEnd
export function onHydrationEnd() {
  // A stable signal for tests and tooling that client routing is now active.
  document.documentElement.dataset.hydrated = 'true';
}
