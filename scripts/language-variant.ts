// Writes the built site in 'redirect' language-detection mode beside it (dist-redirect/), without
// a second build: the two modes differ only in each page's head script, which carries the mode,
// and in the CSP hashes that allow that script. The client bundle is the same in both.
import { cpSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { collectContent } from '../src/content/collect';
import { publishedLocaleCodes } from '../src/i18n/locales';
import { localeRedirectScript } from '../src/i18n/localeRedirectScript';
import { siteScriptHashes } from '../src/build/publishing/csp';
import { aliasesOf, headersFile, nginxServerBlock } from '../src/build/publishing/hostRules';

const mode = 'redirect';
const from = resolve(process.env.BUILD_OUT_DIR ?? 'dist');
const to = resolve(process.argv[2] ?? 'dist-redirect');

rmSync(to, { recursive: true, force: true });
cpSync(from, to, { recursive: true });
const client = join(to, 'client');

const swaps = publishedLocaleCodes.map((locale) => ({
  from: `<script>${localeRedirectScript(locale, 'suggest')}</script>`,
  to: `<script>${localeRedirectScript(locale, mode)}</script>`,
}));
const pages = readdirSync(client, { recursive: true, encoding: 'utf8' }).filter((name) =>
  name.endsWith('.html'),
);
for (const name of pages) {
  const file = join(client, name);
  const html = readFileSync(file, 'utf8');
  // Exactly one head script per page, in 'suggest' mode: anything else means the build changed.
  const found = swaps.filter((swap) => html.split(swap.from).length === 2);
  if (found.length !== 1) {
    console.error(`✗ ${relative(process.cwd(), file)}: no single 'suggest' head script to switch`);
    process.exit(1);
  }
  writeFileSync(
    file,
    html.replace(found[0]!.from, () => found[0]!.to),
  );
}

const { entries } = collectContent(process.cwd());
writeFileSync(join(client, '_headers'), headersFile(siteScriptHashes(mode)));
writeFileSync(
  join(to, 'nginx/ludiqo.conf'),
  nginxServerBlock(siteScriptHashes(mode), aliasesOf(entries)),
);
console.log(`✓ ${relative(process.cwd(), to)}: ${pages.length} pages in '${mode}' mode`);
