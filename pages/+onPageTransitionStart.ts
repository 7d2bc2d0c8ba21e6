// https://vike.dev/onPageTransitionStart
import { setNavigating } from '../src/lib/routeTransition';

export function onPageTransitionStart() {
  setNavigating(true);
}
