import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { auditHtml, auditSvg } from './auditHtml';

const own = new Set(['siteScript()']);
const options = { siteUrl: 'https://www.ludiqo.com' };
const audit = (body: string) =>
  auditHtml(`<html><head></head><body>${body}</body></html>`, own, options);

/** One attack per page; each must be named (other findings about the same markup may follow). */
const pages = 'tests/fixtures/unsafe-html';
const refusedPages: Record<string, string> = {
  'svg-animate-href': '<animate> element in SVG: an SVG animation can rewrite a link',
  'svg-set-href': '<set> element in SVG: an SVG animation can rewrite a link',
  'svg-xlink-href': 'javascript: URL in xlink:href of <use>',
  'svg-use-external': '<use href="https://evil.example/sprite.svg#x"> is not a file of this site',
  'svg-foreign-object': '<foreignobject> element in SVG',
  'svg-image-external': '<image> element in SVG: an SVG image can load another host',
  'svg-fill-url-external':
    'fill="url(https://evil.example/p.svg#g)" on <rect> loads another resource',
  mathml: '<math> element: MathML can carry links and actions of its own',
  'meta-refresh-external': '<meta http-equiv> "0; url=https://evil.example/": the https: scheme',
  'meta-refresh-protocol-relative': 'a protocol-relative address (//host)',
  'meta-set-cookie': 'http-equiv="set-cookie" is not one the site writes',
  'meta-in-body': '<meta> outside <head>',
  base: '<base> element: changes where every relative link goes',
  form: '<form> element: submits data somewhere',
  'button-submit': '<button type="submit">: only type="button"',
  'input-formaction': 'attribute formaction="https://evil.example/" on <input>',
  'link-stylesheet-external': '<link rel="stylesheet"> to "https://evil.example/x.css"',
  'link-prefetch': '<link rel="prefetch"> is not one the site writes',
  'link-in-body': '<link rel="stylesheet"> outside <head>',
  'canonical-elsewhere': '<link rel="canonical"> to "https://evil.example/"',
  'og-image-external': '<meta og:image> "https://evil.example/x.png"',
  'img-external': 'image "https://evil.example/x.png" is not a file of this site',
  'img-protocol-relative': 'image "//evil.example/x.png" is not a file of this site',
  'img-data': 'image "data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" is not a file of this site',
  'img-srcset-external': 'image "https://evil.example/x.png" is not a file of this site',
  'source-srcset-external': 'image "https://evil.example/x.png" is not a file of this site',
  'iframe-srcdoc': '<iframe> element: embeds another document',
  'srcdoc-attribute':
    'attribute srcdoc="<script>alert(1)</script>" on <div> is not one the site writes',
  object: '<object> element',
  embed: '<embed> element',
  frame: '<frameset> element',
  'style-element': '<style> element',
  'style-attribute': 'style attribute "background:url(https://evil.example/t.png)" on <div>',
  'event-handler': 'inline event handler onerror="alert(1)" on <img>',
  'javascript-entity-href': 'javascript: URL in href of <a>',
  'link-protocol-relative': 'link "//evil.example/login": a protocol-relative address',
  'link-backslash': 'a backslash in an address',
  'link-http': 'link "http://example.com/": an http: address is not encrypted',
  'link-blank-no-rel':
    'link "https://example.com/" opens a new tab without rel="noopener noreferrer"',
  'link-blank-opener-only': 'opens a new tab without rel="noopener noreferrer"',
  'link-named-target': 'target="win" on <a>: only _blank',
  'link-ping': 'attribute ping="https://evil.example/track" on <a>',
  'link-download': 'attribute download="x.html" on <a>',
  'inline-script': 'inline script not written by the site: "alert(1)"',
  'script-external': 'script from "https://evil.example/x.js"',
  'script-protocol-relative': 'script from "//evil.example/assets/x.js"',
  'template-shadow-root': 'attribute shadowrootmode="open" on <template>',
  'noscript-image': 'image "https://evil.example/t.png" is not a file of this site',
  dialog: '<dialog> element: not an element the site writes',
  'failed-render': 'a component failed to render at build time (React left it to the browser)',
};

const svgs = 'tests/fixtures/unsafe-svg';
const refusedSvgs: Record<string, string> = {
  script: '<script> element in SVG: runs code',
  onload: 'inline event handler onload="alert(1)" on <svg>',
  'foreign-object': '<foreignobject> element in SVG',
  animate: '<animate> element in SVG',
  'xml-stylesheet': 'a processing instruction (<?xml-stylesheet…?>)',
  entity: 'a DOCTYPE or ENTITY declaration',
  'external-image': '<image> element in SVG: an SVG image can load another host',
  style: '<style> element in SVG',
  'two-roots': 'not one <svg> element',
};

const fixtures = (folder: string, extension: string) =>
  readdirSync(folder)
    .map((file) => file.slice(0, -extension.length))
    .sort();

describe('auditHtml: only what the site writes reaches a page', () => {
  it('has a fixture for every case and a test for every fixture', () => {
    expect(fixtures(pages, '.html')).toEqual([...Object.keys(refusedPages), 'allowed'].sort());
  });

  it('accepts what the site writes: its scripts, links, images, icons, scenes and head tags', () => {
    expect(auditHtml(readFileSync(`${pages}/allowed.html`, 'utf8'), own, options)).toEqual([]);
  });

  for (const [fixture, finding] of Object.entries(refusedPages)) {
    it(`refuses ${fixture}`, () => {
      const findings = auditHtml(readFileSync(`${pages}/${fixture}.html`, 'utf8'), own, options);
      expect(
        findings.find((found) => found.includes(finding)),
        findings.join('\n'),
      ).toBeDefined();
    });
  }

  it('refuses any other inline script, even one a byte away from the site’s', () => {
    expect(audit('<script>siteScript() </script>')).toHaveLength(1);
    expect(audit('<script type="text/javascript">siteScript();1</script>')).toHaveLength(1);
  });

  it('reads attribute names and entities as a browser does', () => {
    expect(audit('<IMG SRC=/x.png ALT=x OnError=alert(1)>')).toEqual([
      'inline event handler onerror="alert(1)" on <img>',
    ]);
  });
});

describe('auditSvg: an SVG file holds nothing that runs, loads or animates', () => {
  it('has a fixture for every case and a test for every fixture', () => {
    expect(fixtures(svgs, '.svg')).toEqual([...Object.keys(refusedSvgs), 'allowed'].sort());
  });

  it('accepts shapes, text, gradients and filters', () => {
    expect(auditSvg(readFileSync(`${svgs}/allowed.svg`, 'utf8'))).toEqual([]);
  });

  for (const [fixture, finding] of Object.entries(refusedSvgs)) {
    it(`refuses ${fixture}`, () => {
      const findings = auditSvg(readFileSync(`${svgs}/${fixture}.svg`, 'utf8'));
      expect(
        findings.find((found) => found.includes(finding)),
        findings.join('\n'),
      ).toBeDefined();
    });
  }
});
