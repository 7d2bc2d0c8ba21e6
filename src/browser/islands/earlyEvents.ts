/** The global where the head script keeps the events it records. */
export const earlyEventsGlobal = 'islandEvents';

/**
 * The inline `<head>` script that records every click and key press made inside a pre-rendered
 * island (`data-hydrate`) from the first paint on. Until an island's code has loaded and React is
 * attached to it, nothing else hears them: a tap straight after load, which itself starts the
 * hydration, would be lost. hydrateIslands takes the list over and replays what a button would
 * have done (see replayEvents.ts). Fixed text, plain ES5 with no imports: the CSP hashes it.
 */
export const earlyEventRecorder = `(function(){var q=window.${earlyEventsGlobal}=[];function r(e){var t=e.target;if(t&&t.closest&&t.closest("[data-hydrate]"))q.push(e)}addEventListener("click",r,true);addEventListener("keydown",r,true)})()`;
