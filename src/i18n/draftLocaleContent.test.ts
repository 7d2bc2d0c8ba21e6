import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type * as Locales from './locales';

/**
 * The content check on a draft locale, for this file only (its own module graph: the
 * `unit-isolated` project): the site's list with its last published locale marked
 * `draft: true`, derived through `localeModule` as the real list is (a draft of the site's own,
 * its glossary still empty, would be refused for what this test does not write). A language the site lacks
 * would need its typography and UI strings as well (src/i18n/draftLocale.test.ts has one for
 * what needs no content); this one has them.
 */
vi.mock('./locales', async (importOriginal) => {
  const real = await importOriginal<typeof Locales>();
  const last = real.publishedLocaleCodes.at(-1)!;
  const list = real.locales.map((l) => (l.code === last ? { ...l, draft: true as const } : l));
  return { ...real, ...real.localeModule(list) };
});

const locales = await import('./locales');
const code = (await vi.importActual<typeof Locales>('./locales')).publishedLocaleCodes.at(-1)!;

describe('its content is checked, a page at a time', () => {
  const root = mkdtempSync(join(tmpdir(), 'draft-locale-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const page = (title: string, slug?: string) =>
    `---\ntype: page${slug ? `\nslug: ${slug}` : ''}\ntitle: "${title}"\ndescription: "A description long enough to satisfy the schema for a generic page."\nkeywords: ["one"]\n---\n\n# ${title}\n`;
  const write = (file: string, source: string) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), source);
  };
  for (const l of locales.publishedLocaleCodes) {
    const slug = (s: string) => (l === locales.defaultLocale ? undefined : s);
    write(`content/${l}/index.mdx`, page('Home page title'));
    write(`content/${l}/pricing.mdx`, page('Pricing page title', slug('pricing')));
    write(`content/${l}/games.mdx`, page('Games page title', slug('games')));
  }
  // Translated so far: the home page, and the pricing page with a fault in its front-matter.
  // Its home links a page it lacks: the default locale's stands in until it is translated.
  write(`content/${code}/index.mdx`, `${page('Home page title')}\n[Games](/games)\n`);
  write(
    `content/${code}/pricing.mdx`,
    page('Pricing page title').replace('type: page', 'type: pag'),
  );

  it('lists each page it lacks as a warning, not an error, and still checks what it has', async () => {
    const { collectContent } = await import('../content/collect');
    const { problems, warnings, entries } = collectContent(root, undefined, { uiKeys: false });
    expect(warnings).toContain(
      `content/es/games.mdx:1: not yet translated in draft locale "${code}": add content/${code}/games.mdx`,
    );
    expect(warnings.join('\n')).not.toContain(`content/${code}/index.mdx`);
    expect(problems).toEqual([
      expect.stringMatching(new RegExp(`^content/${code}/pricing\\.mdx:2:7: field "type"`)),
    ]);
    // Every draft lacks it: this one, and any of the site's own, which the fixture gives no page.
    expect(entries.find((e) => e.route === '/games')?.untranslated).toEqual(
      locales.localeCodes.filter((l) => !locales.isPublishedLocale(l)),
    );
  });

  it('a published locale that lacks a page is still an error', async () => {
    const { collectContent } = await import('../content/collect');
    const [published] = locales.publishedLocaleCodes.filter((l) => l !== locales.defaultLocale);
    rmSync(join(root, `content/${published}/games.mdx`));
    const { problems } = collectContent(root, undefined, { uiKeys: false });
    expect(problems).toContain(
      `content/es/games.mdx:1: page missing in locale "${published}": add content/${published}/games.mdx`,
    );
  });
});

describe('its UI strings are checked, a part at a time', () => {
  const root = mkdtempSync(join(tmpdir(), 'draft-messages-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  for (const l of locales.localeCodes.filter((other) => other !== code)) {
    mkdirSync(join(root, 'messages'), { recursive: true });
    writeFileSync(join(root, `messages/${l}.json`), '{ "nav": { "home": "x", "pricing": "y" } }\n');
  }
  writeFileSync(join(root, `messages/${code}.json`), '{ "nav": { "home": "x" } }\n');
  mkdirSync(join(root, 'code'));
  writeFileSync(join(root, 'code/a.ts'), "t('nav.pricing');\n");

  it('lists a key it lacks as a warning, and code may use that key', async () => {
    const { checkUiKeys } = await import('../content/check/uiKeys');
    const found = checkUiKeys(root, { messagesDir: 'messages', codeDirs: ['code'] });
    expect(found).toEqual([
      {
        severity: 'warning',
        text: expect.stringMatching(
          new RegExp(
            `^messages/${code}\\.json:1:3: UI key "nav\\.pricing" is missing; add it inside "nav"`,
          ),
        ),
      },
    ]);
  });
});
