import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localeCodes } from '../../i18n/locales';
import { siteTokenNames } from '../siteTokens';
import { collectContent, fileContext } from '../collect';
import { checkFile } from './checkFile';

const localeFolders = localeCodes.map((l) => `content/${l}/`).join(', ');

/** One writer fault per fixture; every message starts with `file:line:column:`. */
const folder = 'tests/fixtures/content/files';
const check = (name: string) => {
  const file = `${folder}/${name}.mdx`;
  return checkFile(file, readFileSync(file, 'utf8'), fileContext()).problems;
};

const siteTokens = siteTokenNames.map((name) => `{{${name}}}`).join(', ');

const faults: Record<string, { severity: 'error' | 'warning'; text: string }> = {
  'yaml-unclosed-quote': {
    severity: 'error',
    text: ':3:8: front-matter is not valid YAML: Missing closing "quote; the quote opened here is never closed',
  },
  'yaml-merge-key': {
    severity: 'error',
    text: ':3:1: field "<<": YAML merge keys (<<) are not supported; write the fields out in full',
  },
  'unknown-field': {
    severity: 'error',
    text: ':3:1: field "titel": unknown field; did you mean "title"? Rename it',
  },
  'wrong-type': { severity: 'error', text: ':3:10: field "noindex": expected true or false' },
  'keyword-too-long': {
    severity: 'error',
    text: ':3:22: field "keywords.1": expected a keyword of 2–50 characters, got 63',
  },
  'mdx-syntax': {
    severity: 'error',
    text: ':10:1: not valid MDX: Expected a closing tag for `<Callout>`',
  },
  'unknown-component': {
    severity: 'error',
    text: ':10:1: unknown component <Foo>: use one of SiteValue, Callout',
  },
  'body-not-shown': {
    severity: 'error',
    text: ':6:1: field "blocks": the body is not shown: add a block "- kind: body" where it should appear',
  },
  'unknown-token-frontmatter': {
    severity: 'error',
    text: `:3:23: field "title": unknown token {{firstExperienceMinute}}: did you mean {{firstExperienceMinutes}}? Tokens known here: ${siteTokens} (src/content/siteTokens.ts)`,
  },
  'unknown-token-body': {
    severity: 'error',
    text: `:10:25: unknown token {{firstExperienceMinute}}: did you mean {{firstExperienceMinutes}}? Tokens known here: ${siteTokens} (src/content/siteTokens.ts)`,
  },
  'unquoted-token': {
    severity: 'error',
    text: ':3:8: field "title": a value starting with {{ must be quoted: unquoted, YAML reads {{…}} as a mapping, not text; put the whole value in double quotes',
  },
  'cut-short': {
    severity: 'warning',
    text: ':3:33: field "title": the value stops at " #": YAML reads "Gamificación para equipos" and drops "#1 en ventas" as a comment',
  },
  'byte-order-mark': {
    severity: 'error',
    text: ':1:1: the file starts with a byte-order mark (U+FEFF, saved as "UTF-8 with BOM"): save it as UTF-8 without BOM',
  },
  'latin-1': {
    severity: 'error',
    text: ':3:14: not UTF-8: this byte is not UTF-8',
  },
  'invalid-date': {
    severity: 'error',
    text: ':6:10: field "updated": 2026-02-30 is not a day of the calendar',
  },
  'future-date': {
    severity: 'error',
    text: ':6:7: field "date": 2099-01-01 is after the day of the build',
  },
  'image-elsewhere': {
    severity: 'error',
    text: ':10:12: field "blocks.0.image": a protocol-relative address (//host) leads to another site',
  },
  'social-image-external': {
    severity: 'error',
    text: ':6:14: field "socialImage": the https: scheme is not allowed; expected a site path',
  },
  'redirect-elsewhere': {
    severity: 'error',
    text: ':6:5: field "to": a protocol-relative address (//host) leads to another site; expected a site path (/pricing)',
  },
  'redirect-backslash': {
    severity: 'error',
    text: ':6:5: field "to": a backslash in an address',
  },
  'unknown-site-value': {
    severity: 'error',
    text: ':10:18: prop name="legalNam" on <SiteValue>: expected one of legalName, taxId,',
  },
  'site-value-without-name': {
    severity: 'error',
    text: ':10:7: <SiteValue> needs the prop name',
  },
  'callout-tone': {
    severity: 'error',
    text: ':10:10: prop tone="danger" on <Callout>: expected one of info, tip, warning',
  },
  'component-unknown-prop': {
    severity: 'error',
    text: ':10:10: <Callout> has no prop href; it takes tone, title',
  },
  'founder-without-name': {
    severity: 'error',
    text: ':10:1: <FounderBio> needs the prop name: expected some text',
  },
  'testimonial-status': {
    severity: 'error',
    text: ':10:61: prop status="real" on <Testimonial>: expected sample or confirmed',
  },
  'yaml-alias-bomb': {
    severity: 'error',
    text: ':3:7: anchor &a: YAML anchors (&name) and aliases (*name) are not supported in front-matter',
  },
  'yaml-deep-nesting': {
    severity: 'error',
    text: ':3: front-matter nested too deep on line 3 (more than 32 levels)',
  },
  'bidi-override': {
    severity: 'error',
    text: ':3:30: invisible bidi control U+202E (RIGHT-TO-LEFT OVERRIDE): it reorders the text around it',
  },
  'bidi-yaml-escape': {
    severity: 'error',
    text: ':3:8: an escape here writes an invisible bidi control U+202E (RIGHT-TO-LEFT OVERRIDE)',
  },
  'zero-width-entity': {
    severity: 'error',
    text: ':10:1: an escape here writes an invisible character U+200B (ZERO WIDTH SPACE)',
  },
  'zero-width-space': {
    severity: 'error',
    text: ':10:16: invisible character U+200B (ZERO WIDTH SPACE)',
  },
  'social-card-glyph': {
    severity: 'warning',
    text: `:3:8: field "title": the social card's font (Inter latin, src/build/publishing/socialCardFonts.ts) cannot draw "→" (U+2192)`,
  },
};

describe('a writer fault in one file is named with its file, line and column', () => {
  it('has a fixture for every fault and a test for every fixture', () => {
    const fixtures = readdirSync(folder).map((file) => file.replace(/\.mdx$/, ''));
    expect(fixtures.sort()).toEqual([...Object.keys(faults), 'valid'].sort());
  });

  it('finds nothing in a valid page', () => {
    expect(check('valid')).toEqual([]);
  });

  for (const [fixture, { severity, text }] of Object.entries(faults)) {
    it(fixture, () => {
      const problems = check(fixture);
      const expected = `${folder}/${fixture}.mdx${text}`;
      expect(problems.map((p) => p.text).find((p) => p.startsWith(expected))).toBeDefined();
      expect(problems.find((p) => p.text.startsWith(expected))?.severity).toBe(severity);
      // A warning does not hide an error, and an error is not reported twice.
      expect(new Set(problems.map((p) => p.text)).size).toBe(problems.length);
    });
  }
});

describe('faults across files are named with the file and line where they are fixed', () => {
  const root = 'tests/fixtures/content/site';
  const { problems } = collectContent(root);
  const at = (file: string) => problems.filter((p) => p.startsWith(`content/${file}`));
  const expectProblem = (text: string) =>
    expect(problems, problems.join('\n')).toContainEqual(expect.stringContaining(text));

  it('a link to a page that does not exist, in a body', () => {
    expectProblem(
      'content/es/index.mdx:12:1: link "/guai": no page at /guai in "es"; did you mean /guia?',
    );
  });

  it('a link to an anchor that does not exist, on another page and on the same page', () => {
    expectProblem(
      'content/es/index.mdx:14:1: link "/guia#segundo-paso": /guia has no anchor #segundo-paso; its anchors are #guía, #primer-paso, #main',
    );
    expectProblem('content/es/index.mdx:16:38: link "#final": / has no anchor #final');
    // Heading ids and trailing slashes resolve as the built page does.
    expect(at('es/index.mdx:10')).toEqual([]);
  });

  it('a broken link in front-matter', () => {
    expectProblem('content/es/alias.mdx:6:5: field "to": link "/ninguna": no page at /ninguna');
  });

  it('two files for one route', () => {
    expectProblem(
      'content/es/pricing/index.mdx:1: route /pricing already comes from content/es/pricing.mdx; two files cannot make one page: keep one of them',
    );
  });

  it('a page missing in a locale', () => {
    expectProblem('content/es/solo.mdx:1: page missing in locale "en": add content/en/solo.mdx');
    expectProblem('content/es/solo.mdx:1: page missing in locale "fr": add content/fr/solo.mdx');
  });

  it('a UI key missing in one locale', () => {
    expectProblem(
      'src/i18n/messages/fr.json:5:3: UI key "playbook.copyFailed" is missing; add it inside "playbook", translated from src/i18n/messages/es.json:7',
    );
  });

  it('a UI key used in code and absent from the messages', () => {
    expectProblem(
      'src/components/widget.ts:5:23: UI key "nav.hom" is not in src/i18n/messages/es.json, src/i18n/messages/en.json, src/i18n/messages/fr.json',
    );
  });

  it('a slug on a Spanish page, or on a home page', () => {
    expectProblem(
      `content/es/sin-slug.mdx:3:7: field "slug": Spanish pages live at their file's path (the spec's URL, /sin-slug); remove slug`,
    );
    expectProblem(
      'content/en/index.mdx:3:7: field "slug": the home page lives at /en/; remove slug',
    );
  });

  it('an English or French page with no slug, or one that is not lowercase ASCII with hyphens', () => {
    expectProblem(
      `content/en/sin-slug.mdx:2:1: field "slug": missing; add the last part of this page's URL in its language`,
    );
    expectProblem(
      'content/fr/sin-slug.mdx:3:7: field "slug": expected lowercase ASCII letters and digits in words joined by single hyphens',
    );
  });

  it('two pages at one URL in a locale', () => {
    expectProblem(
      'content/en/pricing.mdx:3:7: field "slug": /en/pricing/ is already the URL of content/en/guia.mdx; choose another slug',
    );
  });

  it("a slug that takes another page's earlier URL, which redirects for good", () => {
    expectProblem(
      'content/fr/alias.mdx:3:7: field "slug": /fr/pricing/ is the earlier URL of content/fr/pricing.mdx, and redirects to its URL /fr/tarifs/ for good; choose another slug',
    );
  });

  it("a link written as a page's URL in a locale instead of its route", () => {
    expectProblem(
      'content/fr/guia.mdx:15:1: link "/tarifs": that is the URL of /pricing in "fr"; link its route, /pricing',
    );
  });

  it('reports nothing else', () => {
    expect(problems).toHaveLength(16);
  });
});

describe('faults in file names, images, linked files, listings and UI strings are named with their place', () => {
  const root = 'tests/fixtures/content/files-site';
  const { problems, warnings } = collectContent(root);

  it('names each fault once, and nothing else', () => {
    expect(problems.sort()).toEqual(
      [
        `content/archive: not a locale folder: content holds only ${localeFolders}`,
        ...localeCodes.flatMap((locale) => [
          `content/${locale}/Casos: folder name "Casos" is not a lower-case ASCII slug (a-z, 0-9, single dashes): it is part of the route; rename it, e.g. casos`,
          `content/${locale}/guía.mdx:1: file name "guía.mdx" is not a lower-case ASCII slug (a-z, 0-9, single dashes): the route is the file name, and a URL would have to encode the rest; rename it, e.g. guia.mdx`,
          `content/${locale}/games/sin-tarjeta.mdx:2: field "type": a page under /games/ is listed on /games: add a card (title, excerpt)`,
        ]),
        'content/es/notas.md:1: not an .mdx file: only content/<locale>/**/*.mdx becomes a page, so this one would be ignored; rename it to .mdx or move it out of content/',
        'content/es/index.mdx:10:1: image "/images/missing.png": no file public/images/missing.png: add it, or correct the path',
        'content/es/index.mdx:12:1: image "/images/heavy.png": 310 KB, above the 300 KB an image may weigh: compress it or make it smaller',
        'content/es/index.mdx:16:1: image "/images/no-size.svg": no intrinsic size: give its <svg> a width and a height, or a viewBox, so the page keeps its place while it loads',
        'content/es/index.mdx:18:1: image "/images/script.svg": <script> element in SVG: runs code; an SVG opened on its own is a page of the site: remove it',
        'content/es/index.mdx:20:1: image "/images/not-png.png": not a PNG file, or its header holds no size: export it again',
        'content/es/index.mdx:22:35: link "/docs/otra.pdf": no file public/docs/otra.pdf: add it, or correct the path',
        'content/en/index.mdx:6:14: field "socialImage": image "/og/small.png": a social card is a PNG or JPEG of 1200×630; this one is a PNG of 4×3',
        'content/en/index.mdx:11:1: link "/docs/guia.pdf": no file public/en/docs/guia.pdf (links are made en paths): add it, or correct the path',
        'src/i18n/messages/es.json:3:14: an escape here writes an invisible character U+200B (ZERO WIDTH SPACE): it splits a word for the spell check, the glossary and search engines while readers see one; delete it',
        'src/i18n/messages/es.json:4:21: invisible bidi control U+202E (RIGHT-TO-LEFT OVERRIDE): it reorders the text around it without showing itself ("0001" can read "1000"); delete it',
        'src/i18n/messages/en.json:1:1: the file starts with a byte-order mark (U+FEFF, saved as "UTF-8 with BOM"): save it as UTF-8 without BOM',
        'src/i18n/messages/fr.json:4:17: invisible character U+200B (ZERO WIDTH SPACE): it splits a word for the spell check, the glossary and search engines while readers see one; delete it',
      ].sort(),
    );
  });

  it('warns of an image above 150 KB', () => {
    expect(warnings).toEqual([
      'content/es/index.mdx:14:1: image "/images/weighty.png": 160 KB, above 150 KB: compress it if you can',
    ]);
  });
});
