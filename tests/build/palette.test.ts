import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { drawnImages } from '../../src/assets/images';
import { defaultLocale } from '../../src/i18n/locales';
import { defaultSocialImage } from '../../src/config/site';
import { socialImagePath } from '../../src/build/publishing/socialImagePath';
import { palette } from '../../src/styles/palette';
import { allPages, distClient, htmlFileOf, listFiles, readHtml } from '../support/site';

const paletteColours = new Set(Object.values(palette));
/** The minifier writes `#ffffff` as `#fff`. */
const longHex = (hex: string) =>
  /^#[0-9a-f]{3}$/i.test(hex) ? `#${[...hex.slice(1)].map((d) => d + d).join('')}` : hex;

describe('the palette in the build', () => {
  it('gives every page a theme-color of the palette', () => {
    for (const file of allPages().map((page) => htmlFileOf(page.url))) {
      const meta = readHtml(file).querySelectorAll('meta[name="theme-color"]');
      expect(meta, file).toHaveLength(1);
      expect(paletteColours.has(meta[0]!.getAttribute('content')!), file).toBe(true);
    }
  });

  it('publishes the favicon and the illustrations as drawn from the palette', () => {
    for (const [path, svg] of drawnImages) {
      expect(readFileSync(join(distClient, path), 'utf8'), path).toBe(svg);
    }
  });

  it('writes the stylesheet’s colours from the palette, and no other named colour', () => {
    const css = listFiles(distClient, '.css')
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const defined = new Map(
      [...css.matchAll(/--color-([a-z]+(?:-\d+)?):\s*([^;}]+)/g)].map((m) => [m[1]!, m[2]!]),
    );
    expect(defined.get('brand-600')).toBe(palette.brand600);
    for (const [name, value] of defined) {
      const flat = name.replace(/-(\d+)$/, '$1') as keyof typeof palette;
      expect(longHex(value), name).toBe(palette[flat]);
    }
  });

  it('draws the default social card as the home page’s card in the default locale', () => {
    const home = readFileSync(join(distClient, socialImagePath('/', defaultLocale)));
    expect(readFileSync(join(distClient, defaultSocialImage)).equals(home)).toBe(true);
  });
});
