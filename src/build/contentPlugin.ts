import { relative, resolve, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { collectContent, formatProblems, formatWarnings, validateSource } from '../content/collect';
import { ContentError } from '../content/schema';
import { contentFile } from '../content/contentFile';
import type { ContentEntry } from '../content/collect';
import { isLocale, localeCodes, publishedLocaleCodes } from '../i18n/locales';
import type { LocalizedRoutes } from '../i18n/urls';
import { localizedRoutesOf, sluggedPages } from '../content/slugs';

const VIRTUAL_ID = 'virtual:content-routes';
const RESOLVED_ID = '\0' + VIRTUAL_ID;
const BODIES_PREFIX = 'virtual:content-bodies/';
/**
 * In dev, the route map is one object shared by the plugin and the server runtime (same process)
 * and updated in place on every content change. Vike keeps the global context it built from the
 * first import and re-runs onCreateGlobalContext only when the hook itself changes, so a fresh
 * module value would not always reach routing: a page fixed after an error stayed a 404.
 */
const LIVE_ROUTES = Symbol.for('ludiqo.content.routeTypes');
/** The localized routes in dev: replaced (not changed in place) on every content change. */
const LIVE_LOCALIZED = Symbol.for('ludiqo.content.localizedRoutes');
type LiveGlobal = {
  [LIVE_ROUTES]?: Record<string, string>;
  [LIVE_LOCALIZED]?: LocalizedRoutes;
};

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
  const liveRoutes: Record<string, string> = {};
  const updateLiveRoutes = (entries: ContentEntry[]) => {
    for (const route of Object.keys(liveRoutes)) delete liveRoutes[route];
    for (const entry of entries) liveRoutes[entry.route] = entry.type;
    (globalThis as LiveGlobal)[LIVE_LOCALIZED] = localizedRoutesOf(sluggedPages(entries));
  };

  return {
    name: 'ludiqo-content',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      isBuild = config.command === 'build';
    },
    configureServer(devServer) {
      server = devServer;
      (globalThis as LiveGlobal)[LIVE_ROUTES] = liveRoutes;
      const messagesDir = resolve(root, 'src/i18n/messages');
      const onChange = (file: string) => {
        if (!file.startsWith(contentDir()) && !file.startsWith(messagesDir)) return;
        for (const [id, mod] of devServer.moduleGraph.idToModuleMap) {
          if (id === RESOLVED_ID || id.startsWith('\0' + BODIES_PREFIX)) {
            devServer.moduleGraph.invalidateModule(mod);
          }
        }
        const { entries, problems, warnings } = collectContent(root, contentDir());
        updateLiveRoutes(entries);
        if (warnings.length) devServer.config.logger.warn(formatWarnings(warnings));
        if (problems.length) {
          devServer.config.logger.error(formatProblems(problems));
          // Vite's overlay, in every open tab; the next page load gets the error page below.
          devServer.ws.send({
            type: 'error',
            err: { message: formatProblems(problems), stack: '', plugin: 'ludiqo-content' },
          });
        } else {
          devServer.ws.send({ type: 'full-reload' });
        }
      };
      devServer.watcher.on('add', onChange);
      devServer.watcher.on('unlink', onChange);
      devServer.watcher.on('change', onChange);
      // A page load while the content has errors shows them instead of a 404 or a half-rendered
      // page; it reloads by itself once the file is fixed (the Vite client hears the full reload).
      devServer.middlewares.use((req, res, next) => {
        const url = req.url ?? '';
        const wantsPage =
          req.method === 'GET' &&
          !/^\/(@|node_modules\/|src\/)/.test(url) &&
          ((req.headers.accept ?? '').includes('text/html') || url.includes('.pageContext.json'));
        if (!wantsPage) return next();
        const { problems } = collectContent(root, contentDir());
        if (!problems.length) return next();
        res.statusCode = 500;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(contentErrorPage(problems));
      });
    },
    buildStart() {
      const { problems, warnings } = collectContent(root, contentDir());
      if (warnings.length) (server?.config.logger ?? console).warn(formatWarnings(warnings));
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
        // The browser never compiles a body: client-side navigation takes it from the page's
        // pre-rendered HTML (loadBodyHtml), so MDX is built once, for the server.
        if (this.environment.config.consumer === 'client')
          return 'export const contentLoaders = {};';
        const [type = '', locale] = id.slice(1 + BODIES_PREFIX.length).split('/');
        return locale
          ? bodyLoadersModule(entries, type, locale)
          : localeLoadersModule(type, isBuild);
      }
      const routeTypes = JSON.stringify(Object.fromEntries(entries.map((e) => [e.route, e.type])));
      const localized = JSON.stringify(localizedRoutesOf(sluggedPages(entries)));
      if (isBuild) {
        return `export const routeTypes = ${routeTypes};\nconst localized = ${localized};\nexport const localizedRoutes = () => localized;`;
      }
      updateLiveRoutes(entries);
      // The browser has no shared object and reloads on every content change.
      const live = (symbol: symbol) =>
        `globalThis[Symbol.for(${JSON.stringify(symbol.description)})]`;
      return `export const routeTypes = ${live(LIVE_ROUTES)} ?? ${routeTypes};
const localized = ${localized};
export const localizedRoutes = () => ${live(LIVE_LOCALIZED)} ?? localized;`;
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

/** One lazy map per locale, so a browser fetches only the map of the locale it navigates in. */
function localeLoadersModule(type: string, isBuild: boolean): string {
  // A draft locale's bodies are compiled for the dev preview only: the build emits none of them.
  const lines = (isBuild ? publishedLocaleCodes : localeCodes).map(
    (locale) =>
      `  ${JSON.stringify(locale)}: () => import(${JSON.stringify(`${BODIES_PREFIX}${type}/${locale}`)}).then((m) => m.contentLoaders),`,
  );
  return `export const contentLoaders = {\n${lines.join('\n')}\n};\n`;
}

/** Lazy loaders for the MDX files of one page type in one locale, keyed like `loadContent`'s glob. */
function bodyLoadersModule(entries: ContentEntry[], type: string, locale: string): string {
  if (!isLocale(locale)) throw new Error(`${BODIES_PREFIX}${type}/${locale}: not a locale`);
  const files = entries
    .filter(
      (entry) =>
        entry.type === type && entry.byLocale[locale] && !entry.untranslated?.includes(locale),
    )
    .map((entry) => `/${contentFile(locale, entry.route)}`);
  const lines = files.map(
    (file) => `  ${JSON.stringify(file)}: () => import(${JSON.stringify(file)}),`,
  );
  return `export const contentLoaders = {\n${lines.join('\n')}\n};\n`;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The dev preview's page while content is broken: each problem names its file, line and field. */
function contentErrorPage(problems: string[]): string {
  const items = problems.map((p) => `<li><code>${escapeHtml(p)}</code></li>`).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Content error</title>
<script type="module" src="/@vite/client"></script></head>
<body style="font:16px/1.5 system-ui,sans-serif;margin:2rem;max-width:80rem">
<h1>Content error (${problems.length})</h1>
<p>Fix the file and save: this page reloads by itself.</p>
<ul>
${items}
</ul>
</body></html>
`;
}
