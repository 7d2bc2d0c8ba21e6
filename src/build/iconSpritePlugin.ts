import type { Plugin } from 'vite';
import { allIconNames } from '../render/components/ui/iconNames';
import { buildIconSprite, contentHash } from './iconSprite';

const VIRTUAL_ID = 'virtual:icon-sprite';
const RESOLVED_ID = '\0' + VIRTUAL_ID;

/**
 * Icons ship as one cached SVG sprite instead of React components: every page would otherwise
 * carry the path data of every icon a writer may name in its JavaScript.
 */
export function iconSpritePlugin(): Plugin {
  let sprite: Promise<{ svg: string; fileName: string }> | undefined;
  let base = '/';

  const spriteFile = () =>
    (sprite ??= buildIconSprite(allIconNames).then((svg) => ({
      svg,
      fileName: `assets/static/icons.${contentHash(svg)}.svg`,
    })));

  return {
    name: 'ludiqo-icon-sprite',
    configResolved(config) {
      base = config.base;
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const { svg, fileName } = await spriteFile();
        if (req.url !== `${base}${fileName}`) return next();
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(svg);
      });
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const { fileName } = await spriteFile();
      return `export default ${JSON.stringify(base + fileName)};`;
    },
    async generateBundle() {
      if (this.environment.config.consumer !== 'client') return;
      const { svg, fileName } = await spriteFile();
      this.emitFile({ type: 'asset', fileName, source: svg });
    },
  };
}
