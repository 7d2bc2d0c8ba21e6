import { relative, resolve, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import {
  collectContent,
  formatProblems,
  formatWarnings,
  validateSource,
} from '../../content/collect';
import { ContentError } from '../../content/schema';
import { watchContent } from './devServer';
import { liveRoutes } from './liveRoutes';
import {
  bodiesPrefix,
  bodyLoadersModule,
  localeLoadersModule,
  resolvedRoutesId,
  routesId,
  routesModule,
} from './virtualModules';

/**
 * Validates `content/` before anything is bundled (a bad file stops the build with its path and
 * field), serves the made-up modules routing and the layouts read (virtualModules.ts), and in
 * dev reports a bad file through Vite's error overlay and an error page (devServer.ts).
 */
export function contentPlugin(): Plugin {
  let root = process.cwd();
  let isBuild = false;
  let server: ViteDevServer | undefined;
  const routes = liveRoutes();
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
      routes.publish();
      watchContent(devServer, root, routes);
    },
    // The content check at start (a problem stops the build; dev logs it), as `npm run
    // check:content` runs it, without prose.
    buildStart() {
      const { problems, warnings } = collectContent(root, contentDir());
      if (warnings.length) (server?.config.logger ?? console).warn(formatWarnings(warnings));
      if (!problems.length) return;
      if (isBuild) this.error(formatProblems(problems));
      else server?.config.logger.error(formatProblems(problems));
    },
    resolveId(id) {
      if (id === routesId) return resolvedRoutesId;
      return id.startsWith(bodiesPrefix) ? '\0' + id : undefined;
    },
    load(id) {
      if (id !== resolvedRoutesId && !id.startsWith('\0' + bodiesPrefix)) return undefined;
      const { entries, problems } = collectContent(root, contentDir());
      if (problems.length && isBuild) this.error(formatProblems(problems));
      if (id !== resolvedRoutesId) {
        // The browser never compiles a body: client-side navigation takes it from the page's
        // pre-rendered HTML (loadBodyHtml), so MDX is built once, for the server.
        if (this.environment.config.consumer === 'client')
          return 'export const contentLoaders = {};';
        const [type = '', locale] = id.slice(1 + bodiesPrefix.length).split('/');
        return locale
          ? bodyLoadersModule(entries, type, locale)
          : localeLoadersModule(type, isBuild);
      }
      if (!isBuild) routes.update(entries);
      return routesModule(entries, isBuild);
    },
    // In dev, a saved MDX file is checked before it compiles, so the overlay names the field.
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
