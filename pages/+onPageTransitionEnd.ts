// https://vike.dev/onPageTransitionEnd
import { setNavigating } from '../src/browser/navigation/routeTransition';

export function onPageTransitionEnd() {
  setNavigating(false);
}
