// https://vike.dev/onPageTransitionEnd
import { setNavigating } from '../src/lib/routeTransition';

export function onPageTransitionEnd() {
  setNavigating(false);
}
