import { relative, resolve, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { collectContent, formatProblems, validateSource } from './collect';
import { ContentError } from './schema';

const VIRTUAL_ID = 'virtual:content-routes';
const RESOLVED_ID = '\0' + VIRTUAL_ID;

/**
 * Validates `content/` before anything is bundled (a bad file stops the build with its path and
 * field), serves the route → layout map that the route functions read, and in dev reports a bad
 * file through Vite's error overlay.
 */
export function contentPlugin(): Plugin {
  let root = process.cwd();
  let isBuild = false;
  let server: ViteDevServer | undefined;

  const contentDir = () => resolve(root, 'content');

  return {
    name: 'ludiqo-content',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      isBuild = config.command === 'build';
    },
    configureServer(devServer) {
      server = devServer;
      const onChange = (file: string) => {
        if (!file.startsWith(contentDir())) return;
        const mod = devServer.moduleGraph.getModuleById(RESOLVED_ID);
        if (mod) devServer.moduleGraph.invalidateModule(mod);
        devServer.ws.send({ type: 'full-reload' });
      };
      devServer.watcher.on('add', onChange);
      devServer.watcher.on('unlink', onChange);
    },
    buildStart() {
      const { problems } = collectContent(root, contentDir());
      if (!problems.length) return;
      if (isBuild) this.error(formatProblems(problems));
      else server?.config.logger.error(formatProblems(problems));
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const { entries, problems } = collectContent(root, contentDir());
      if (problems.length && isBuild) this.error(formatProblems(problems));
      const routeLayouts = Object.fromEntries(entries.map((e) => [e.route, e.layout]));
      return `export const routeLayouts = ${JSON.stringify(routeLayouts)};`;
    },
    transform(code, id) {
      if (!id.endsWith('.mdx') || isBuild) return undefined;
      const displayPath = relative(root, id).split(sep).join('/');
      try {
        validateSource(displayPath, code);
      } catch (error) {
        if (error instanceof ContentError) this.error(error.message);
        throw error;
      }
      return undefined;
    },
  };
}
