import { describe, expect, it } from 'vitest';
import { deferModuleScripts, deferredScriptLoader } from './deferScripts';

const page = `<html><head><link rel="stylesheet" href="/a.css"><script>inline()</script><script src="/entry.js" type="module" async></script><link rel="modulepreload" href="/page.js" as="script" type="text/javascript"></head><body><div id="root"><h1>Hola</h1></div><script id="vike_pageContext" type="application/json">{}</script></body></html>`;

describe('deferModuleScripts', () => {
  const out = deferModuleScripts(page);

  it('leaves no module script or preload that the browser would fetch up front', () => {
    const outsideTemplate = out.replace(/<template[\s\S]*<\/template>/, '');
    expect(outsideTemplate).not.toMatch(/type="module"|modulepreload/);
  });

  it('keeps every tag, in order, inside the template the loader adds on load', () => {
    expect(out).toContain(
      '<template id="deferred-scripts"><script src="/entry.js" type="module" async></script><link rel="modulepreload" href="/page.js" as="script" type="text/javascript"></template>',
    );
    expect(out).toContain(`<script>${deferredScriptLoader}</script></body>`);
  });

  it('keeps the stylesheet, inline scripts and page data where they were', () => {
    expect(out).toContain('<link rel="stylesheet" href="/a.css"><script>inline()</script></head>');
    expect(out).toContain('<script id="vike_pageContext" type="application/json">{}</script>');
  });

  it('leaves an empty client-rendered shell alone: it shows nothing until its script runs', () => {
    const shell = page.replace('<h1>Hola</h1>', '<div id="root"></div>');
    expect(deferModuleScripts(shell)).toBe(shell);
  });

  it('is idempotent', () => {
    expect(deferModuleScripts(out)).toBe(out);
  });
});
