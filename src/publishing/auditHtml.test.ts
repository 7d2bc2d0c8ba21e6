import { describe, expect, it } from 'vitest';
import { auditHtml } from './auditHtml';

const own = new Set(['siteScript()']);
const audit = (body: string) => auditHtml(`<html><head></head><body>${body}</body></html>`, own);

describe('auditHtml', () => {
  it('accepts the site’s own scripts, module scripts under /assets/ and data blocks', () => {
    expect(
      audit(`<script>siteScript()</script>
        <template id="t"><script src="/assets/entry.js" type="module" async></script></template>
        <script id="vike_pageContext" type="application/json">{"a":"<b>"}</script>
        <script type="application/ld+json">{"@type":"Thing"}</script>
        <svg><rect width="90%" rx="6"></rect></svg><a href="/pricing">ok</a>`),
    ).toEqual([]);
  });

  it('refuses any other inline script, even one a byte away from the site’s', () => {
    expect(audit('<script>alert(1)</script>')).toEqual([
      'inline script not written by the site: "alert(1)"',
    ]);
    expect(audit('<script>siteScript() </script>')).toHaveLength(1);
    expect(audit('<script type="text/javascript">siteScript();1</script>')).toHaveLength(1);
    expect(audit('<script src="https://evil.example/x.js"></script>')).toEqual([
      'script from "https://evil.example/x.js"',
    ]);
  });

  it('refuses event handlers, javascript: URLs, embeds, style elements and style attributes', () => {
    expect(audit('<IMG SRC=x OnError=alert(1)>')).toEqual([
      'inline event handler onerror="alert(1)" on <img>',
    ]);
    expect(audit('<a href=" &#106;ava\tscript:alert(1)">x</a>')).toEqual([
      'javascript: URL in href of <a>',
    ]);
    expect(audit('<iframe src="/x"></iframe><object></object><embed src="/x">')).toEqual([
      '<iframe> element',
      '<object> element',
      '<embed> element',
    ]);
    expect(audit('<svg><style>a{}</style></svg>')).toEqual(['<style> element']);
    expect(audit('<pre><span style="width:90%">x</span></pre>')).toEqual([
      'style attribute "width:90%" on <span>',
    ]);
  });

  it('refuses a page where a component failed to render at build time', () => {
    expect(audit('<!--$!--><template data-msg="boom"></template><!--/$-->')).toEqual([
      'a component failed to render at build time (React left it to the browser)',
    ]);
  });
});
