import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { unsafeMdx } from './unsafeMdx';

const folder = 'tests/fixtures/unsafe-mdx';
const check = (name: string) =>
  unsafeMdx(`${folder}/${name}.mdx`, readFileSync(`${folder}/${name}.mdx`, 'utf8'));

/** Each fixture holds one attack on line 9, after front-matter and some prose. */
const refused: Record<string, string> = {
  // Elements beyond the allow-list: code, embeds, navigation, forms, styles, animation.
  script: 'raw <script> element is not allowed',
  iframe: 'raw <iframe> element is not allowed',
  object: 'raw <object> element is not allowed',
  embed: 'raw <embed> element is not allowed',
  style: 'raw <style> element is not allowed',
  'svg-animate': 'raw <svg> element is not allowed',
  'svg-set': 'raw <set> element is not allowed',
  math: 'raw <math> element is not allowed',
  'meta-refresh': 'raw <meta> element is not allowed',
  base: 'raw <base> element is not allowed',
  form: 'raw <form> element is not allowed',
  'link-stylesheet': 'raw <link> element is not allowed',
  'namespaced-element': 'raw <svg:a> element is not allowed',
  'raw-link-blank': 'raw <a> element is not allowed: write links in Markdown',
  'javascript-href': 'raw <a> element is not allowed',
  // Attributes beyond the allow-list.
  'event-handler': 'event handler attribute onerror on <img>',
  'component-event-handler': 'event handler attribute onClick on <Callout>',
  'xlink-href': 'attribute xlink:href on <span> is not allowed: <span> may carry lang, title',
  srcdoc: 'attribute srcDoc on <span> is not allowed',
  'style-attribute': 'attribute style on <span> is not allowed',
  'style-url': 'attribute style on <span> is not allowed',
  'class-attribute': 'attribute className on <span> is not allowed',
  'id-attribute': 'attribute id on <span> is not allowed',
  'img-srcset': 'attribute srcSet on <img> is not allowed',
  // Images: files of this site, described, with their size.
  'img-external': 'src of <img>: the https: scheme is not allowed; expected a site path',
  'img-data': 'src of <img>: a data: address embeds a document or image of its own',
  'img-empty-alt':
    'empty alt on <img>: describe the image, or mark it decorative with aria-hidden="true"',
  'img-no-alt': 'no alt on <img>',
  'img-no-size': "width of <img>: expected the image's width in pixels",
  'image-external': 'image `https://evil.example/chart.png`: the https: scheme is not allowed',
  'image-empty-alt': 'image with no alt text',
  'image-not-image': 'image `/docs/chart.html`: expected an image file',
  'image-reference-external':
    'image `https://evil.example/chart.png`: the https: scheme is not allowed',
  // Links: site paths, #anchors, https: and mailto: only, however the scheme is written.
  'javascript-link': 'link `javascript:alert(1)`: a javascript: address runs code',
  'link-entity': 'link `javascript:alert(1)`: a javascript: address runs code',
  'link-tab': 'the address holds a space or an invisible character (U+0009)',
  'link-upper-case': 'link `JAVASCRIPT:alert(1)`: a javascript: address runs code',
  'link-percent': 'link `javascript%3Aalert(1)`: not an address content may use',
  'link-data': 'a data: address embeds a document or image of its own',
  'link-vbscript': 'a vbscript: address runs code',
  'link-http': 'an http: address is not encrypted: use https://',
  'link-protocol-relative': 'a protocol-relative address (//host) leads to another site',
  'link-tab-host': 'a protocol-relative address (//host) leads to another site',
  'link-backslash': 'link `/\\evil.example/login`: a backslash in an address',
  'link-double-backslash': 'link `\\\\evil.example/login`: a backslash in an address',
  'link-https-backslash': 'link `https:\\\\evil.example/login`: a backslash in an address',
  'link-encoded-slashes': 'percent-encoding in a site path (%2F, %5C…)',
  'link-userinfo': 'holds a user name before @: the link would go to the host after the @',
  'link-relative':
    'link `../pricing`: a relative address: write the path from the site root (/pricing)',
  'link-dot-segments': 'a ".." path segment',
  'link-mailto-bad': 'expected mailto:name@domain.tld',
  // Code run while building.
  import: "import or export statement `import { readFileSync } from 'node:fs'`",
  export: 'import or export statement `export const secret = process.env.HOME`',
  'expression-env': 'expression `{process.env.HOME}`',
  'expression-arithmetic': 'expression `{1+1}`',
  'expression-prop': 'prop title={foo()} on <Callout> is not a literal',
  'spread-prop': 'spread props `...props` on <Callout>',
};

describe('content beyond the allow-list is refused, naming the file, the line and the column', () => {
  it('has a fixture for every case and a test for every fixture', () => {
    const fixtures = readdirSync(folder).map((file) => file.replace(/\.mdx$/, ''));
    expect(fixtures.sort()).toEqual(
      [...Object.keys(refused), 'literal-props', 'allowed-html'].sort(),
    );
  });

  for (const [fixture, problem] of Object.entries(refused)) {
    it(fixture, () => {
      const problems = check(fixture);
      const at = new RegExp(`^${folder}/${fixture}\\.mdx:9:\\d+: `);
      expect(
        problems.find((found) => at.test(found) && found.includes(problem)),
        problems.join('\n'),
      ).toBeDefined();
      // Nothing else in the fixture is refused.
      expect(
        problems.every((found) => at.test(found)),
        problems.join('\n'),
      ).toBe(true);
    });
  }

  it('accepts literal props, comments, links and prose', () => {
    expect(check('literal-props')).toEqual([]);
  });

  it('accepts the allowed elements and attributes, decorative images and every address form', () => {
    expect(check('allowed-html')).toEqual([]);
  });

  it('does not give the parser shapes that cost it seconds, naming where they start', () => {
    const page = (body: string) => `---\ntitle: 'Fixture'\n---\n\n${body}`;
    expect(unsafeMdx('x.mdx', page(`Bold ${'*'.repeat(40)}x`))).toEqual([
      'x.mdx:5:6: not read: a run of 40 "*": Markdown needs a few at most, and each one slows the parser',
    ]);
    expect(unsafeMdx('x.mdx', page(`${'> '.repeat(20)}deep`))).toEqual([
      'x.mdx:5:1: not read: 20 nested quotes: write it flatter',
    ]);
    const nested = Array.from({ length: 40 }, (_, i) => `${'  '.repeat(i)}- x`).join('\n');
    expect(unsafeMdx('x.mdx', page(nested))[0]).toBe(
      'x.mdx:38:1: not read: indented 66 columns: lists nest a few levels at most; write it flatter',
    );
    expect(unsafeMdx('x.mdx', page('**a** '.repeat(600)))[0]).toContain(
      'the file holds 2400 "*", above the 2000 a page may hold',
    );
    expect(unsafeMdx('x.mdx', page('a '.repeat(60_000)))[0]).toContain(
      'the file holds 117 KB, above the 100 KB a page may hold: split it',
    );
  });

  it('names the line where MDX stops parsing', () => {
    expect(unsafeMdx('x.mdx', '# Title\n\n<Callout>\n\nunclosed')).toEqual([
      expect.stringMatching(/^x\.mdx:\d+:\d+: not valid MDX: /),
    ]);
  });
});
