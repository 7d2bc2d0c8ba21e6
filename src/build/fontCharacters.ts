import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { localeCodes } from '../i18n/locales';

/** The site's text font, before subsetting: Inter's variable Latin file. */
export const sourceFont =
  'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
/** The subset every page preloads; `npm run fonts` writes it. */
export const siteFont = 'src/assets/fonts/inter-latin-wght-400-800.woff2';
/** The weights the site sets (Tailwind's normal to extrabold): the subset keeps only this range. */
export const weightRange = { min: 400, max: 800 } as const;

const textFiles = /\.(mdx|json|ts|tsx)$/;

function filesUnder(root: string, dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : filesUnder(root, path);
    return textFiles.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** What `Intl` writes for the site's locales (dates, numbers, prices), which no source holds. */
function intlText(): string {
  const sample = new Date(Date.UTC(2026, 0, 5));
  return localeCodes
    .flatMap((locale) => [
      ...Array.from({ length: 12 }, (_, month) => {
        const date = new Date(Date.UTC(2026, month, 1));
        return ['long', 'short'].map((style) =>
          new Intl.DateTimeFormat(locale, {
            month: style as 'long' | 'short',
            weekday: style as 'long' | 'short',
            day: 'numeric',
            year: 'numeric',
          }).format(date),
        );
      }).flat(),
      new Intl.DateTimeFormat(locale, { dateStyle: 'full' }).format(sample),
      new Intl.NumberFormat(locale).format(1234567.89),
      new Intl.NumberFormat(locale, { style: 'percent' }).format(0.25),
      ...['EUR', 'USD'].map((currency) =>
        new Intl.NumberFormat(locale, { style: 'currency', currency }).format(1234.5),
      ),
    ])
    .join('');
}

/**
 * Every character a page can show, by the file it first appears in: the site's sources (content,
 * UI strings, data, components) and what `Intl` formats. Comments come along; a few spare glyphs
 * cost less than a missing one.
 */
export function siteCharacters(root: string): Map<string, string> {
  const found = new Map<string, string>();
  const add = (text: string, where: string) => {
    for (const character of text) {
      const code = character.codePointAt(0)!;
      if (code >= 0x20 && !found.has(character)) found.set(character, where);
    }
  };
  for (let code = 0x20; code < 0x7f; code++) add(String.fromCharCode(code), 'ASCII');
  // Every letter and mark of Spanish and French typography, so a new word never needs a new font.
  add(
    'áéíóúüñÁÉÍÓÚÜÑ¿¡àâäæçéèêëîïôöœùûüÿÀÂÄÆÇÉÈÊËÎÏÔÖŒÙÛŸ«»“”‘’–—…·€\u00a0\u202f',
    'Spanish and French',
  );
  for (const file of [...filesUnder(root, 'content'), ...filesUnder(root, 'src')])
    add(readFileSync(join(root, file), 'utf8'), relative(root, join(root, file)));
  add(intlText(), 'Intl');
  return found;
}
