import { relative, resolve, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { collectContent, formatProblems, validateSource } from './collect';
import { ContentError } from './schema';
import { contentFile } from './contentFile';
import type { ContentEntry } from './collect';
import { localeCodes } from '../i18n/locales';

const VIRTUAL_ID = 'virtual:content-routes';
const RESOLVED_ID = '\0' + VIRTUAL_ID;
const BODIES_PREFIX = 'virtual:content-bodies/';

/**
 * Validates `content/` before anything is bundled (a bad file stops the build with its path and
 * field), serves the route → page type map that routing reads, and in dev reports a bad
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
        for (const [id, mod] of devServer.moduleGraph.idToModuleMap) {
          if (id === RESOLVED_ID || id.startsWith('\0' + BODIES_PREFIX)) {
            devServer.moduleGraph.invalidateModule(mod);
          }
        }
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
      if (id === VIRTUAL_ID) return RESOLVED_ID;
      return id.startsWith(BODIES_PREFIX) ? '\0' + id : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID && !id.startsWith('\0' + BODIES_PREFIX)) return undefined;
      const { entries, problems } = collectContent(root, contentDir());
      if (problems.length && isBuild) this.error(formatProblems(problems));
      if (id !== RESOLVED_ID) {
        return bodyLoadersModule(entries, id.slice(1 + BODIES_PREFIX.length));
      }
      const routeTypes = Object.fromEntries(entries.map((e) => [e.route, e.type]));
      return `export const routeTypes = ${JSON.stringify(routeTypes)};`;
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

/** Lazy loaders for the MDX files of one page type, keyed like `loadContent`'s glob. */
function bodyLoadersModule(entries: ContentEntry[], type: string): string {
  const files = entries
    .filter((entry) => entry.type === type)
    .flatMap((entry) =>
      localeCodes
        .filter((locale) => entry.byLocale[locale])
        .map((locale) => `/${contentFile(locale, entry.route)}`),
    );
  const lines = files.map((file) => `  ${JSON.stringify(file)}: () => import(${JSON.stringify(file)}),`);
  return `export const contentLoaders = {\n${lines.join('\n')}\n};\n`;
}
