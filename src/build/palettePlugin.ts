import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { drawnImages } from '../assets/images';
import { fallbackFacesCss } from '../styles/fallbackFaces';
import { themeProperties } from '../styles/palette';

const sources = ['palette.ts', 'fallbackFaces.ts'].map((file) =>
  fileURLToPath(new URL(`../styles/${file}`, import.meta.url)),
);
const stylesheet = /\/src\/styles\/global\.css(\?|$)/;

/**
 * The palette's colours as Tailwind's theme. `--color-*: initial` drops Tailwind's own colours, so
 * a page can use only what the palette holds, as the scenes and cards do.
 */
export function themeCss(): string {
  const lines = themeProperties().map(([name, value]) => `  ${name}: ${value};`);
  return `\n@theme {\n  --color-*: initial;\n${lines.join('\n')}\n}\n`;
}

/**
 * Feeds the palette (src/styles/palette.ts) to what cannot import it: the page CSS gets its theme,
 * and the fallback font's faces (src/styles/fallbackFaces.ts), before Tailwind reads the stylesheet, and the favicon and illustrations are drawn and published
 * (served by the preview, written by the build).
 */
export function palettePlugin(): Plugin {
  return {
    name: 'ludiqo-palette',
    // Before Tailwind's own transform, which is `pre` too and comes later in the plugin list.
    enforce: 'pre',
    transform(code, id) {
      if (!stylesheet.test(id)) return undefined;
      for (const source of sources) this.addWatchFile(source);
      return { code: code + themeCss() + fallbackFacesCss(), map: null };
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0];
        const svg = path && drawnImages.get(path);
        if (!svg) return next();
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(svg);
      });
    },
    generateBundle() {
      if (this.environment.config.consumer !== 'client') return;
      for (const [path, svg] of drawnImages) {
        this.emitFile({ type: 'asset', fileName: path.slice(1), source: svg });
      }
    },
  };
}
