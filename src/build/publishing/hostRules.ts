import type { ContentEntry } from '../../content/collect';
import { localizedRoutesOf, movedUrlsOf, sluggedPages } from '../../content/slugs';
import { defaultLocale, publishedLocaleCodes, type Locale } from '../../i18n/locales';
import { normalizePathname, publicPath } from '../../i18n/urls';
import { documentHeaders, immutableCache, revalidateCache, type Header } from './headers';

/**
 * The host rules the build writes, one policy in three dialects: `_headers` and `_redirects`
 * (Cloudflare Pages and Netlify) and an nginx `server` block.
 */

/** A permanent redirect between two public paths, e.g. `/en/privacy-policy/` → `/en/privacy/`. */
export interface Alias {
  from: string;
  to: string;
}

/**
 * The aliases of the content: every `redirect` page in every locale, and every page's earlier
 * URL in a locale where its slug differs from its route (`/en/reclutamiento-gamificado/` →
 * `/en/gamified-recruitment/`), derived from the slugs.
 */
export function aliasesOf(entries: ContentEntry[]): Alias[] {
  const paths = new Map(entries.map((entry) => [entry.route, entry.paths]));
  const at = (link: string, locale: Locale) => {
    const [path = '/', suffix = ''] = link.split(/(?=[?#])/);
    const route = normalizePathname(path);
    return publicPath(paths.get(route)?.[locale] ?? route, locale) + suffix;
  };
  const redirects = entries.flatMap((entry) =>
    publishedLocaleCodes.flatMap((locale) => {
      const meta = entry.byLocale[locale];
      return meta.type === 'redirect'
        ? [{ from: at(entry.route, locale), to: at(meta.to, locale) }]
        : [];
    }),
  );
  const moved = movedUrlsOf(localizedRoutesOf(sluggedPages(entries)));
  return [...redirects, ...moved.map(({ from, to }) => ({ from, to }))];
}

/** Hosts whose `_redirects` dialects differ; everything else reads the same files. */
export type RedirectsDialect = 'cloudflare' | 'netlify';

/** The dialect a build writes: Netlify's builds set `NETLIFY=true`; `DEPLOY_TARGET` overrides. */
export function redirectsDialect(env: NodeJS.ProcessEnv): RedirectsDialect {
  const target = env.DEPLOY_TARGET ?? (env.NETLIFY === 'true' ? 'netlify' : 'cloudflare');
  if (target !== 'netlify' && target !== 'cloudflare')
    throw new Error(`DEPLOY_TARGET must be "netlify" or "cloudflare", got "${target}"`);
  return target;
}

/** The 404 page of each locale's URL prefix, most specific first: `/en/` → `/en/404.html`. */
export function notFoundPages(): { prefix: string; page: string }[] {
  return [
    ...publishedLocaleCodes
      .filter((locale) => locale !== defaultLocale)
      .map((locale) => ({ prefix: `/${locale}/`, page: `/${locale}/404.html` })),
    { prefix: '/', page: '/404.html' },
  ];
}

/** Both spellings of an alias: hosts differ on whether `/a` and `/a/` match one rule. */
function aliasSources(alias: Alias): string[] {
  const bare = alias.from.replace(/\/$/, '');
  return [bare, `${bare}/`];
}

/**
 * `_headers`, valid for both Netlify and Cloudflare Pages. No `! Name` lines: Netlify ignores
 * them. So `/*` sets no Cache-Control: both hosts already send `public, max-age=0,
 * must-revalidate` by default, and a second value from `/*` would be merged into the assets' one.
 */
export function headersFile(scriptHashes: string[]): string {
  const lines = (headers: Header[]) => headers.map(([name, value]) => `  ${name}: ${value}`);
  return [
    "# Read by Netlify and Cloudflare Pages. Pages revalidate through the hosts' default",
    `# Cache-Control (${revalidateCache}); content-hashed assets are cached for a year.`,
    '/*',
    ...lines(documentHeaders(scriptHashes)),
    '',
    '/assets/*',
    ...lines([['Cache-Control', immutableCache]]),
    '',
  ].join('\n');
}

/**
 * `_redirects`. Cloudflare Pages follows a redirect even where a file exists, serves the nearest
 * `404.html` by itself, and refuses any status but 200 and 3xx. Netlify serves a file over an
 * unforced rule (the alias stub page would win), so its aliases are forced (`301!`), and it needs
 * one rule per locale for the 404 pages.
 */
export function redirectsFile(aliases: Alias[], dialect: RedirectsDialect): string {
  const status = dialect === 'netlify' ? '301!' : '301';
  const aliasLines = aliases.flatMap((alias) =>
    aliasSources(alias).map((from) => `${from} ${alias.to} ${status}`),
  );
  const notFoundLines =
    dialect === 'netlify'
      ? notFoundPages().map(({ prefix, page }) => `${prefix}* ${page} 404`)
      : [];
  const header =
    dialect === 'netlify'
      ? "# Netlify: forced aliases, then each locale's 404 page for unknown paths (files win)."
      : '# Cloudflare Pages (and any host reading this dialect): aliases. Unknown paths get the nearest 404.html.';
  return [header, ...aliasLines, ...notFoundLines, ''].join('\n');
}

function quoted(value: string): string {
  if (value.includes('"')) throw new Error(`A header value holds a double quote: ${value}`);
  return `"${value}"`;
}

export interface NginxOptions {
  /** Folder that holds the built site (`dist/client`). */
  root: string;
  /** Value of `listen`: `80`, `127.0.0.1:4173`… */
  listen: string;
}

/** The methods a static site answers; anything else is a 405 naming them in `Allow`. */
export const allowedMethods = ['GET', 'HEAD'] as const;

/**
 * An nginx `server` block with the same policy as `_headers` and `_redirects`, every header on
 * every response (`always`: 3xx and 4xx too). nginx drops inherited `add_header` lines in a location
 * that sets its own, so each location lists them all; the server level lists them for the
 * answers given outside any location (a malformed request's 400, a 414, the 405 below) and for the
 * alias locations, which set none and so inherit them.
 */
export function nginxServerBlock(
  scriptHashes: string[],
  aliases: Alias[],
  // The deploy sets both; serve-nginx.mjs swaps them for a loopback port and the build folder.
  { root, listen }: NginxOptions = { root: '/var/www/ludiqo/client', listen: '80' },
): string {
  const headers = (cache: string, indent = '        ') =>
    [...documentHeaders(scriptHashes), ['Cache-Control', cache] as const].map(
      ([name, value]) => `${indent}add_header ${name} ${quoted(value)} always;`,
    );
  const aliasLocations = aliases.flatMap((alias) =>
    aliasSources(alias).map(
      (from) => `    location = ${from} {\n        return 301 ${alias.to};\n    }`,
    ),
  );
  const pageLocations = notFoundPages().map(({ prefix, page }) =>
    [
      `    location ${prefix} {`,
      ...headers(revalidateCache),
      `        error_page 404 ${page};`,
      // `$uri/` answers `/pricing` with a 301 to `/pricing/`, as Netlify and Cloudflare do.
      '        try_files $uri $uri/ =404;',
      '    }',
    ].join('\n'),
  );
  const allow = allowedMethods.join(', ');
  return `# Generated by the build (scripts/publish.ts) from the policy of _headers and _redirects.
# Include it in nginx's http block (conf.d/); set root to the deployed dist/client folder and
# listen to your port.

# \`Allow\` on the 405 only: nginx sends no header whose value is empty.
map $status $ludiqo_allow {
    405 ${quoted(allow)};
    default "";
}

server {
    listen ${listen};
    root ${root};
    index index.html;
    # Relative Location headers: right behind any proxy or port.
    absolute_redirect off;
    server_tokens off;

${headers(revalidateCache, '    ').join('\n')}
    add_header Allow $ludiqo_allow always;

    # A static site answers ${allowedMethods.join(' and ')} only.
    if ($request_method !~ ^(${allowedMethods.join('|')})$) {
        return 405;
    }

    gzip on;
    gzip_vary on;
    gzip_min_length 256;
    gzip_types text/css application/javascript application/json application/xml application/rss+xml image/svg+xml text/plain text/xml;

${aliasLocations.join('\n')}

    location /assets/ {
${headers(immutableCache).join('\n')}
        error_page 404 /404.html;
        try_files $uri =404;
    }

${pageLocations.join('\n\n')}
}
`;
}
