import { copySourceAttribute, earlyCopyProperty } from './earlyCopy';

/** The global where the head script keeps the events it records. */
export const earlyEventsGlobal = 'islandEvents';

/**
 * The inline `<head>` script that records every click and key press made inside a pre-rendered
 * island (`data-hydrate`) from the first paint on. Until an island's code has loaded and React is
 * attached to it, nothing else hears them: a tap straight after load, which itself starts the
 * hydration, would be lost. hydrateIslands takes the list over and replays what a button would
 * have done (see replayEvents.ts). Fixed text, plain ES5 with no imports: the CSP hashes it.
 *
 * A tap on a copy button also copies, there and then (see earlyCopy.ts), and leaves the promise on
 * the button for the island to show the outcome. A replay is no tap (`isTrusted`): it copies
 * nothing again. The promise is marked handled, so a refusal before the island has loaded is not
 * logged as an uncaught error.
 */
export const earlyEventRecorder = `(function(){var q=window.${earlyEventsGlobal}=[];function r(e){var t=e.target,b;if(t&&t.closest&&t.closest("[data-hydrate]")){if(e.isTrusted&&e.type=="click"&&(b=t.closest("[${copySourceAttribute}]")))(b.${earlyCopyProperty}=new Promise(function(y){y(navigator.clipboard.writeText(document.getElementById(b.getAttribute("${copySourceAttribute}")).textContent))})).catch(function(){});q.push(e)}}addEventListener("click",r,true);addEventListener("keydown",r,true)})()`;
