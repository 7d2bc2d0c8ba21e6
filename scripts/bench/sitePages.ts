import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';

export interface SitePage {
  /** Canonical URL path, e.g. `/en/pricing/`. */
  path: string;
  /** The pre-rendered file, relative to `<distDir>/client`, e.g. `en/pricing/index.html`. */
  file: string;
  locale: string;
  /** False for legal texts, aliases and not-found pages, which carry `noindex`. */
  indexable: boolean;
  kind: 'page' | 'alias' | 'notFound';
}

const missingPath = '/this-page-does-not-exist';

/** Every pre-rendered HTML page in `<distDir>/client`; not-found pages by an unknown URL. */
export function sitePages(distDir: string): SitePage[] {
  const root = join(distDir, 'client');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.split(sep).join('/'))
    .sort();
  return files.map((file) => {
    const html = readFileSync(join(root, file), 'utf8');
    const locale = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? 'es';
    const notFound = file.endsWith('404.html');
    const dir = file.replace(/(^|\/)(index|404)\.html$/, '');
    const prefix = dir ? `/${dir}` : '';
    return {
      path: notFound ? `${prefix}${missingPath}` : `${prefix}/`,
      file,
      locale,
      indexable: !/<meta name="robots" content="[^"]*noindex/.test(html),
      kind: notFound ? 'notFound' : /<meta http-equiv="refresh"/.test(html) ? 'alias' : 'page',
    };
  });
}
