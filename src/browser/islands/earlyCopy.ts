/**
 * A copy button's attribute: the id of the element whose text it copies. The head script
 * (earlyEventRecorder) copies that text during the tap itself: WebKit lets a page write to the
 * clipboard only during a tap (its user activation), and the click replayed once the island has
 * hydrated is none.
 */
export const copySourceAttribute = 'data-copy';

/** The copy button's property where the head script leaves the copy of its last tap (a promise). */
export const earlyCopyProperty = 'islandCopy';

/** The copy the head script made on the last tap on `button`, if it made one. */
export function earlyCopyOf(button: Element): Promise<void> | undefined {
  return (button as unknown as Record<string, Promise<void> | undefined>)[earlyCopyProperty];
}
