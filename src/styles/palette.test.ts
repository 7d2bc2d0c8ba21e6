import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { themeCss } from '../build/palettePlugin';
import { colors, palette, rgbOf, themeProperties } from './palette';

/** The one file that may write a colour. */
const source = 'src/styles/palette.ts';
/** Where the site's code, styles, pictures and copy live. */
const scanned = ['src', 'pages', 'scripts', 'public', 'content'];
const textFile = /\.(tsx?|[cm]?js|css|svg|html?|mdx?|json|ya?ml)$/;

/** A colour written out: a hex colour, or a colour function (rgb, hsl, oklch and their kin). */
const colourLiteral =
  /(?<![\w&/])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w-])|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/gi;

/** Every colour literal in a text, as `line: literal`. */
export function colourLiterals(text: string): { line: number; literal: string }[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      [...line.matchAll(colourLiteral)].map((match) => ({ line: index + 1, literal: match[0] })),
    );
}

describe('the palette', () => {
  it('is the only place a colour is written', () => {
    const files = execFileSync(
      'git',
      ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...scanned],
      { encoding: 'utf8' },
    )
      .split('\n')
      .filter((file) => textFile.test(file) && file !== source);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => {
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        return []; // deleted in the work tree, not yet in git
      }
      return colourLiterals(text).map(({ line, literal }) => `${file}:${line}: ${literal}`);
    });
    expect(
      found,
      `colours written outside ${source}: name a palette colour instead (palette.x, var(--color-x), a Tailwind class)`,
    ).toEqual([]);
  });

  it('finds the colours a scan must refuse, and not what only looks like one', () => {
    const hash = '#';
    const call = (name: string, args: string) => `${name}(${args})`;
    expect(
      colourLiterals(
        [
          `fill="${hash}5b2bef"`,
          `color:${hash}fff;`,
          `bg-[${hash}abcdef80]`,
          `shadow: 0 1px ${call('rgb', '15 23 42 / 0.1')}`,
          `color: ${call('oklch', '70% 0.1 200')}`,
          call('hsla', '0, 0%, 0%, 0.5'),
        ].join('\n'),
      ).map(({ line }) => line),
    ).toEqual([1, 2, 3, 4, 5, 6]);
    expect(
      colourLiterals(
        ['&#106;avascript:', '/pricing#add', `${hash}faq`, `${hash}abcde`, 'label(x)'].join('\n'),
      ),
    ).toEqual([]);
  });

  it('writes each colour as six lower-case hex digits', () => {
    for (const [name, hex] of Object.entries(palette)) expect(hex, name).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('becomes Tailwind’s theme, with Tailwind’s own colours dropped', () => {
    const css = themeCss();
    expect(css).toMatch(/@theme \{\n {2}--color-\*: initial;\n/);
    expect(css).toContain(`--color-brand-600: ${colors.brand[600]};`);
    expect(css).toContain(`--color-white: ${colors.white};`);
    expect(themeProperties()).toHaveLength(Object.keys(palette).length);
  });

  it('reads a colour as the browser reports it', () => {
    // Every colour, so that changing one (the brand's, say) changes no test.
    for (const [name, hex] of Object.entries(palette)) {
      const channels = /^rgb\((\d{1,3}), (\d{1,3}), (\d{1,3})\)$/.exec(rgbOf(hex));
      expect(channels, name).not.toBeNull();
      const back = channels!.slice(1).map((c) => Number(c).toString(16).padStart(2, '0'));
      expect(`#${back.join('')}`, name).toBe(hex);
    }
  });
});
