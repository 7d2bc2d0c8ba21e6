// https://vike.dev/onPageTransitionStart
import { setNavigating } from '../src/browser/navigation/routeTransition';

export function onPageTransitionStart() {
  setNavigating(true);
}
