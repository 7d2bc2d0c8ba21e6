const templateId = 'deferred-scripts';

/**
 * Starts the page's JavaScript once the page has loaded and painted: its tags go into a
 * `<template>`, and a small inline script adds them to `<head>` after `load` and the next frame. The HTML already shows the whole page, and
 * on a slow phone network those ~130 KB would otherwise compete with the stylesheet and the font
 * for the first paint. Always the same text, so one CSP hash covers every page.
 */
export const deferredScriptLoader = `(function(){function s(){var t=document.getElementById("${templateId}");if(t)document.head.appendChild(document.importNode(t.content,true))}function n(){requestAnimationFrame(function(){setTimeout(s,0)})}if(document.readyState==="complete")n();else addEventListener("load",n,{once:true})})()`;

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
