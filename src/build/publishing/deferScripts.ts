const templateId = 'deferred-scripts';

/** How long after `load` the loader waits for a paint entry that does not come (milliseconds). */
export const paintWaitAfterLoad = 1000;

/**
 * Starts the page's JavaScript once the page has loaded and its first contentful paint is on
 * screen: its tags go into a `<template>`, and a small inline script adds them to `<head>` then.
 * The HTML already shows the whole page, and on a slow phone network the scripts would otherwise
 * compete with the stylesheet and the font for that paint. `load` and the next frame are not
 * enough: on a fast connection they come before the frame is presented, and the scripts often went
 * out ahead of the paint. The paint entry is reported once a frame is on screen; two
 * more frames let a paint that `load` made possible land too. Browsers without paint timing start
 * after `load` and two frames. One with paint timing may still never report the paint (Firefox ESR
 * 153 reports none on a page holding a mandatory scroll-snap strip, the home page below 640 px):
 * `paintWaitAfterLoad` after `load` it starts without it, rather than never. Always the same
 * text, so one CSP hash covers every page.
 */
export const deferredScriptLoader = `(function(){var d=document,P=window.PerformanceObserver,l=d.readyState==="complete",p=!(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0),g=0,w=0;function s(){var t=d.getElementById("${templateId}");if(t)d.head.appendChild(d.importNode(t.content,true))}function r(f){requestAnimationFrame(f)}function n(){if(g||!l)return;if(!p){if(!w){w=1;setTimeout(function(){p=1;n()},${paintWaitAfterLoad})}return}g=1;r(function(){r(function(){setTimeout(s,0)})})}if(!p){var o=new P(function(e){if(e.getEntriesByName("first-contentful-paint").length){o.disconnect();p=1;n()}});o.observe({type:"paint",buffered:true})}if(!l)addEventListener("load",function(){l=1;n()},{once:true});n()})()`;

const moduleTags = /<script [^>]*type="module"[^>]*><\/script>|<link rel="modulepreload" [^>]*>/g;

/**
 * Moves the module script and its preloads of a pre-rendered page behind `deferredScriptLoader`.
 * An empty app shell (a client-rendered build) shows nothing without its script: left as it is.
 */
export function deferModuleScripts(html: string): string {
  const tags = html.match(moduleTags);
  const emptyShell = /<div id="root">\s*<\/div>/.test(html);
  if (!tags || emptyShell || html.includes(`id="${templateId}"`)) return html;
  const rest = html.replace(moduleTags, '');
  const deferred = `<template id="${templateId}">${tags.join('')}</template><script>${deferredScriptLoader}</script>`;
  const end = rest.lastIndexOf('</body>');
  if (end < 0) throw new Error('A pre-rendered page has no </body>');
  return rest.slice(0, end) + deferred + rest.slice(end);
}
