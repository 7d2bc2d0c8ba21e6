import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publishedLocaleCodes, type Locale } from '../../src/i18n/locales';
import {
  allPages,
  distClient,
  htmlFileOf,
  listFiles,
  messageValues,
  readHtml,
  readMessages,
} from '../support/site';

/** JS source with `\uXXXX` and `\xNN` escapes decoded, so accented text can be searched. */
function readChunk(file: string): string {
  return readFileSync(file, 'utf8').replace(
    /\\(?:u([0-9a-fA-F]{4})|x([0-9a-fA-F]{2}))/g,
    (_, u, x) => String.fromCharCode(parseInt(u ?? x, 16)),
  );
}

/** True when `text` appears in the source as a whole string literal. */
function hasLiteral(source: string, text: string): boolean {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`[\`"']${escaped}[\`"']`).test(source);
}

const pages = allPages();
const chunks = listFiles(join(distClient, 'assets'), '.js').map((file) => ({
  file,
  source: readChunk(file),
}));

/** Texts identical in two locales can't tell locales apart, so they're left out. */
function distinctAcrossLocales<T extends { locale: Locale; text: string }>(items: T[]): T[] {
  return items.filter(
    (item) => !items.some((other) => other.text === item.text && other.locale !== item.locale),
  );
}

/** Page headings from front-matter (not an MDX `# heading`): the browser gets them as page data. */
const headings = distinctAcrossLocales(
  pages.flatMap((p) => {
    const h1 = readHtml(htmlFileOf(p.url)).querySelector('h1')!;
    return h1.closest('.prose') ? [] : [{ ...p, text: h1.text.trim() }];
  }),
);

/** The first paragraph of each MDX body: text the browser gets as HTML only. */
const bodyTexts = distinctAcrossLocales(
  pages.flatMap((p) => {
    const paragraph = readHtml(htmlFileOf(p.url)).querySelector('.prose p');
    const text = paragraph?.text.trim() ?? '';
    // Whole literals only: MDX splits paragraphs with links or emphasis into several strings.
    return text.length >= 20 && paragraph!.childNodes.length === 1 ? [{ ...p, text }] : [];
  }),
);

/** UI strings that exist in one locale only. */
function uniqueStrings(locale: Locale): string[] {
  const others = new Set(
    publishedLocaleCodes.filter((l) => l !== locale).flatMap((l) => messageValues(readMessages(l))),
  );
  return messageValues(readMessages(locale)).filter((s) => s.length >= 6 && !others.has(s));
}

describe('locale isolation in the client bundle', () => {
  it('ships no MDX body as JavaScript: client-side navigation takes it from the page HTML', () => {
    expect(bodyTexts.length).toBeGreaterThan(20);
    const shipped = bodyTexts.filter((b) => chunks.some((c) => c.source.includes(b.text)));
    expect(shipped.map((b) => `${b.url}: ${b.text}`)).toEqual([]);
  });

  it('ships no front-matter: no heading from front-matter is in any chunk', () => {
    expect(headings.length).toBeGreaterThan(50);
    const shipped = headings.filter((h) => chunks.some((c) => c.source.includes(h.text)));
    expect(shipped.map((h) => `${h.url}: ${h.text}`)).toEqual([]);
  });

  it('never mixes two locales of UI strings in one chunk', () => {
    const byLocale = Object.fromEntries(publishedLocaleCodes.map((l) => [l, uniqueStrings(l)]));
    const mixed = chunks
      .map((c) => ({
        file: c.file,
        locales: publishedLocaleCodes.filter((l) =>
          byLocale[l]!.some((s) => hasLiteral(c.source, s)),
        ),
      }))
      .filter((c) => c.locales.length > 1)
      .map((c) => `${c.file}: ${c.locales.join(', ')}`);
    expect(mixed).toEqual([]);
  });

  it.each(pages)('$url loads no content or strings up front', (page) => {
    const html = readHtml(htmlFileOf(page.url));
    const staticFiles = [
      ...html.querySelectorAll('script[src]').map((s) => s.getAttribute('src')!),
      ...html.querySelectorAll('link[rel="modulepreload"]').map((l) => l.getAttribute('href')!),
    ].map((src) => join(distClient, src));
    expect(staticFiles.length).toBeGreaterThan(0);
    const source = staticFiles.map(readChunk).join('\n');
    const leaked = bodyTexts.filter((b) => source.includes(b.text));
    expect(leaked.map((b) => `${b.url}: ${b.text}`)).toEqual([]);
  });
});

describe('pre-rendered HTML', () => {
  it.each(pages)('$url carries no UI string of another locale', (page) => {
    const text = readHtml(htmlFileOf(page.url)).text;
    const foreign = publishedLocaleCodes
      .filter((l) => l !== page.locale)
      .flatMap((l) => uniqueStrings(l))
      .filter((s) => s.length >= 10 && !s.includes('{{') && text.includes(s));
    expect(foreign).toEqual([]);
  });
});
