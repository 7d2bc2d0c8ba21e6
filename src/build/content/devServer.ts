import { resolve } from 'node:path';
import type { ViteDevServer } from 'vite';
import { collectContent, formatProblems, formatWarnings } from '../../content/collect';
import type { liveRoutes } from './liveRoutes';
import { isContentModule } from './virtualModules';

/**
 * The writers' preview (`npm run dev`): on every change under `content/` or the UI strings, the
 * made-up modules are rebuilt and every open tab reloads, or shows the problems in Vite's
 * overlay; a page loaded while the content is broken gets the list of problems instead of a 404
 * or a half-rendered page.
 */
export function watchContent(
  devServer: ViteDevServer,
  root: string,
  routes: ReturnType<typeof liveRoutes>,
): void {
  const contentDir = resolve(root, 'content');
  const messagesDir = resolve(root, 'src/i18n/messages');
  const onChange = (file: string) => {
    if (!file.startsWith(contentDir) && !file.startsWith(messagesDir)) return;
    for (const [id, mod] of devServer.moduleGraph.idToModuleMap) {
      if (isContentModule(id)) devServer.moduleGraph.invalidateModule(mod);
    }
    const { entries, problems, warnings } = collectContent(root, contentDir);
    routes.update(entries);
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
    const { problems } = collectContent(root, contentDir);
    if (!problems.length) return next();
    res.statusCode = 500;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(contentErrorPage(problems));
  });
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
