// Runs after `vike build`: writes what a static host and crawlers read beside the pages —
// sitemap.xml, robots.txt, one RSS feed per locale, and the host rules _headers and _redirects.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { site } from '../src/config/site';
import { collectContent, type ContentEntry } from '../src/content/collect';
import { contentFile } from '../src/content/contentFile';
import { installLocalizedRoutes } from '../src/content/slugs';
import { publishedLocaleCodes, localeInfo, type Locale } from '../src/i18n/locales';
import { absoluteUrl, localizePath } from '../src/i18n/urls';
import { alternatesOf } from '../src/build/publishing/alternates';
import { auditHtml, auditSvg } from '../src/build/publishing/auditHtml';
import { failedRender, sourceOfPage } from '../src/build/publishing/failedRender';
import { buildMachinePaths, findBuildInternals } from '../src/build/publishing/buildInternals';
import { siteInlineScripts, siteScriptHashes } from '../src/build/publishing/csp';
import {
  aliasesOf,
  headersFile,
  nginxServerBlock,
  redirectsDialect,
  redirectsFile,
} from '../src/build/publishing/hostRules';
import { deferModuleScripts } from '../src/build/publishing/deferScripts';
import { escapeXml } from '../src/build/publishing/xml';
import { typeset } from '../src/i18n/typography';
import { writeSocialImages } from './socialImages';

const outDir = resolve(process.env.BUILD_OUT_DIR ?? 'dist', 'client');
const { entries, problems } = collectContent(process.cwd());
if (problems.length) throw new Error(problems.join('\n'));
installLocalizedRoutes(entries);

// A component that threw while pre-rendering leaves React's client-rendering fallback in the
// page: never publish it. Checked before anything else, naming the page and its source.
failOn(
  htmlFiles(outDir).flatMap((file) => {
    const failure = failedRender(readFileSync(file, 'utf8'));
    if (!failure) return [];
    const url = `/${relative(outDir, file).replace(/(^|\/)index\.html$/, '$1')}`;
    return [
      `${url} (${sourceOfPage(url)}): ${failure}; the content check passed, so it misses this fault: open the page in \`npm run dev\` to see the error, and make src/content/check refuse it`,
    ];
  }),
  'Pages failed to render at build time (React left them to the browser)',
);

const indexable = entries.filter((entry) =>
  publishedLocaleCodes.every((l) => !entry.byLocale[l].noindex),
);

/** Last change of a page: its front-matter date when it has one, else git, else the file. */
function lastModified(entry: ContentEntry): string {
  const dated = publishedLocaleCodes
    .map((l) => entry.byLocale[l])
    .map((meta) => ('updated' in meta ? meta.updated : 'date' in meta ? meta.date : undefined))
    .filter((date): date is string => Boolean(date))
    .sort()
    .at(-1);
  if (dated) return dated;
  const files = publishedLocaleCodes.map((l) => contentFile(l, entry.route));
  try {
    const fromGit = execFileSync('git', ['log', '-1', '--format=%cs', '--', ...files], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (fromGit) return fromGit;
  } catch {
    // Not a git checkout: fall back to the files' own dates.
  }
  const newest = Math.max(...files.map((file) => statSync(file).mtimeMs));
  return new Date(newest).toISOString().slice(0, 10);
}

function sitemap(): string {
  const urls = indexable.flatMap((entry) => {
    const lastmod = lastModified(entry);
    const alternates = alternatesOf(entry.route)
      .map(
        ({ hreflang, href }) =>
          `    <xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`,
      )
      .join('\n');
    return publishedLocaleCodes.map(
      (locale) =>
        `  <url>\n    <loc>${escapeXml(absoluteUrl(entry.route, locale))}</loc>\n    <lastmod>${lastmod}</lastmod>\n${alternates}\n  </url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

function robots(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`;
}

function rssDate(isoDate: string): string {
  return new Date(`${isoDate}T09:00:00Z`).toUTCString();
}

function feed(locale: Locale): string {
  const blog = entries.find((entry) => entry.route === '/blog')?.byLocale[locale];
  const articles = entries
    .filter((entry) => entry.route.startsWith('/blog/'))
    .map((entry) => ({ route: entry.route, meta: entry.byLocale[locale] }))
    .flatMap(({ route, meta }) => (meta.type === 'article' ? [{ route, meta }] : []))
    .sort((a, b) => b.meta.date.localeCompare(a.meta.date));
  const items = articles.map(
    ({ route, meta }) => `    <item>
      <title>${escapeXml(typeset(locale, meta.title.replace(/\s*\|\s*Ludiqo$/, '')))}</title>
      <link>${escapeXml(absoluteUrl(route, locale))}</link>
      <guid isPermaLink="true">${escapeXml(absoluteUrl(route, locale))}</guid>
      <pubDate>${rssDate(meta.date)}</pubDate>
      <dc:creator>${escapeXml(meta.author)}</dc:creator>
      <description>${escapeXml(typeset(locale, meta.excerpt))}</description>
${meta.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`).join('\n')}
    </item>`,
  );
  const feedUrl = site.siteUrl + localizePath('/rss.xml', locale);
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(typeset(locale, blog?.title ?? `${site.brand} Blog`))}</title>
    <link>${escapeXml(absoluteUrl('/blog', locale))}</link>
    <description>${escapeXml(typeset(locale, blog?.description ?? ''))}</description>
    <language>${localeInfo(locale).hreflang}</language>
    <atom:link href="${escapeXml(feedUrl)}" rel="self" type="application/rss+xml"/>
${articles[0] ? `    <lastBuildDate>${rssDate(articles[0].meta.date)}</lastBuildDate>\n` : ''}${items.join('\n')}
  </channel>
</rss>
`;
}

function filesEndingIn(dir: string, extension: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith(extension))
    .map((name) => join(dir, name));
}
function htmlFiles(dir: string): string[] {
  return filesEndingIn(dir, '.html');
}
function svgFiles(dir: string): string[] {
  return filesEndingIn(dir, '.svg');
}

const aliases = aliasesOf(entries);
for (const file of htmlFiles(outDir)) {
  writeFileSync(file, deferModuleScripts(readFileSync(file, 'utf8')));
}

/** Stops the build with one line per finding, each naming its file. */
function failOn(findings: string[], what: string): void {
  if (!findings.length) return;
  console.error(`✗ ${what} (${findings.length}):\n${findings.map((f) => `  ✗ ${f}`).join('\n')}`);
  process.exit(1);
}

// The CSP allows the site's own inline scripts only; anything else in a page is refused here,
// rather than hashed into the policy or silently blocked in the visitor's browser.
const ownScripts = new Set(siteInlineScripts());
failOn(
  [
    ...htmlFiles(outDir).flatMap((file) =>
      auditHtml(readFileSync(file, 'utf8'), ownScripts).map(
        (finding) => `${relative(process.cwd(), file)}: ${finding}`,
      ),
    ),
    // An SVG opened on its own is a document of the site's origin.
    ...svgFiles(outDir).flatMap((file) =>
      auditSvg(readFileSync(file, 'utf8')).map(
        (finding) => `${relative(process.cwd(), file)}: ${finding}`,
      ),
    ),
  ],
  'Pages or SVG files hold markup that the site does not write',
);

const outputs: Record<string, string> = {
  'sitemap.xml': sitemap(),
  'robots.txt': robots(),
  _headers: headersFile(siteScriptHashes()),
  _redirects: redirectsFile(aliases, redirectsDialect(process.env)),
  ...Object.fromEntries(
    publishedLocaleCodes.map((l) => [join(localizePath('/', l), 'rss.xml').slice(1), feed(l)]),
  ),
};
for (const [name, body] of Object.entries(outputs)) writeFileSync(join(outDir, name), body);
mkdirSync(join(outDir, '../nginx'), { recursive: true });
writeFileSync(join(outDir, '../nginx/ludiqo.conf'), nginxServerBlock(siteScriptHashes(), aliases));
const cards = await writeSocialImages(entries, outDir);

const machinePaths = buildMachinePaths();
failOn(
  readdirSync(resolve(outDir, '..'), { recursive: true, encoding: 'utf8' })
    .map((name) => join(outDir, '..', name))
    .filter((file) => statSync(file).isFile())
    .flatMap((file) =>
      findBuildInternals(readFileSync(file, 'latin1'), machinePaths)
        // Vike's build manifest beside client/ names modules by their path; it is never published.
        .filter((finding) => file.startsWith(outDir) || !finding.startsWith('node_modules'))
        .map((finding) => `${relative(process.cwd(), file)}: ${finding}`),
    ),
  'Published files give away build internals',
);
console.log(
  `✓ Published ${Object.keys(outputs).join(', ')} (${indexable.length * publishedLocaleCodes.length} URLs in the sitemap); social cards: ${cards.drawn} drawn, ${cards.reused} from cache`,
);
