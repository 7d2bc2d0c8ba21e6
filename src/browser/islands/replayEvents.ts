import { earlyEventsGlobal } from './earlyEvents';

/**
 * Hands `handle` every event the head script (earlyEventRecorder) has recorded, then each one it
 * records from now on, until the returned function is called.
 */
export function takeOverEarlyEvents(handle: (event: Event) => void): () => void {
  const recorded = (window as unknown as Record<string, Event[] | undefined>)[earlyEventsGlobal];
  if (!recorded) return () => {};
  for (const event of recorded.splice(0)) handle(event);
  recorded.push = (...events) => {
    events.forEach(handle);
    return 0;
  };
  return () => {
    recorded.push = () => 0;
  };
}

/**
 * Whether an event made before React was attached still needs the island's code, so replaying it
 * once does what the reader meant, once. The browser has already answered a click on a link, a
 * `<summary>`, a label or a field (followed, toggled, focused): replayed, it would act twice. A
 * button does nothing without React. Enter and Space act through the click the browser makes of
 * them, Tab has moved the focus, and typing in a field has typed.
 */
export function needsReplay(event: Event): boolean {
  const target = event.target as Element;
  if (event.type === 'keydown') {
    const { key } = event as KeyboardEvent;
    return (
      key !== 'Enter' &&
      key !== ' ' &&
      key !== 'Tab' &&
      !target.closest('input,select,textarea,[contenteditable]')
    );
  }
  const control = target.closest('[href],button,summary,label,input,select,textarea');
  return control instanceof HTMLButtonElement && (control.type === 'button' || !control.form);
}

/** Dispatches a copy of `event` on its target, which React now listens to. */
export function replay(event: Event): void {
  const target = event.target as Element;
  if (!target.isConnected) return;
  const Kind = event.constructor as new (type: string, init: Event) => Event;
  target.dispatchEvent(new Kind(event.type, event));
}
