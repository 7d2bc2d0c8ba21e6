// A minimal Astro static site of three of the site's pages, built from the same MDX files, for
// the benchmark's peer figures (issue 21). It is written into `.bench/astro` on each run and never
// committed: Astro and its MDX integration are installed there from the npm registry.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parse } from 'node-html-parser';
import { site } from '../../src/config/site';
import { formatAddress } from '../../src/render/components/mdx/SiteValue';
import { siteTokenValues } from '../../src/content/siteTokens';
import { fillTokens } from '../../src/content/tokens';
import { measureCommand, type CommandCost } from './measureCommand';
import { addTransfer, noTransfer, transferOf, type Transfer } from './transfer';

/** Pinned, so that two runs build the same peer. */
const packages = { astro: '7.3.5', '@astrojs/mdx': '8.0.2' };

/** Prose pages: the peer needs no copy of the marketing components to show them. */
export const peerPages = [
  {
    path: '/blog/gamificacion-en-la-formacion-corporativa/',
    source: 'blog/gamificacion-en-la-formacion-corporativa',
  },
  { path: '/politica-cookies/', source: 'politica-cookies' },
  { path: '/condiciones-legales/', source: 'condiciones-legales' },
];

export interface PeerBytes {
  path: string;
  html: Transfer;
  css: Transfer;
  js: Transfer;
}

// The article's blocks as plain HTML, with the class names the site's own stylesheet styles.
const components: Record<string, string> = {
  Callout: `---
const { title } = Astro.props;
---
<aside class="not-prose my-8 rounded-2xl border border-brand-200 bg-brand-50 p-5"><p class="font-semibold text-slate-950">{title}</p><div class="mt-2 text-slate-700"><slot /></div></aside>`,
  Steps: `<div class="my-8"><slot /></div>`,
  Checklist: `<div class="my-8"><slot /></div>`,
  Testimonial: `---
const { role, sector } = Astro.props;
---
<figure class="not-prose my-8 rounded-2xl bg-white p-6 ring-1 ring-slate-200"><blockquote class="text-lg text-slate-800"><slot /></blockquote><figcaption class="mt-4 text-sm text-slate-600">{role} · {sector} · Testimonio de muestra</figcaption></figure>`,
  FounderBio: `---
const { name, role } = Astro.props;
---
<aside class="not-prose my-10 rounded-2xl bg-slate-50 p-6"><p class="font-semibold text-slate-950">{name}</p><p class="text-sm text-slate-600">{role}</p><div class="mt-3 text-slate-700"><slot /></div></aside>`,
  SiteValue: `---
import values from '../siteValues.json';
const { name } = Astro.props;
const value = values[name];
---
{name.endsWith('Email') ? <a href={\`mailto:\${value}\`}>{value}</a> : value}`,
};

function layout(cssHref: string, fontHref: string) {
  return `---
const { title, description } = Astro.props;
const links = [['/plataforma/', 'Plataforma'], ['/pricing/', 'Precios'], ['/blog/', 'Blog'], ['/games/', 'Juegos']];
---
<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>{title}</title>
<meta name="description" content={description} />
<link rel="stylesheet" href="${cssHref}" />
<link rel="preload" href="${fontHref}" as="font" type="font/woff2" crossorigin />
</head>
<body class="min-h-screen bg-white text-slate-900 antialiased">
<header class="border-b border-slate-200"><nav class="mx-auto flex max-w-7xl flex-wrap items-center gap-6 px-4 py-4" aria-label="Principal"><a href="/" class="text-xl font-extrabold text-brand-700">Ludiqo</a>{links.map(([href, label]) => <a href={href} class="text-slate-700">{label}</a>)}</nav></header>
<main id="main" class="mx-auto max-w-3xl px-4 py-12"><article class="prose prose-slate max-w-none"><slot /></article></main>
<footer class="border-t border-slate-200"><nav class="mx-auto flex max-w-7xl flex-wrap gap-6 px-4 py-8 text-sm" aria-label="Pie"><a href="/politica-privacidad/">Política de privacidad</a><a href="/politica-cookies/">Política de cookies</a><a href="/condiciones-legales/">Condiciones legales</a></nav></footer>
</body>
</html>`;
}

function page(source: string, depth: number) {
  const up = '../'.repeat(depth);
  const names = Object.keys(components);
  return `---
import Layout from '${up}layouts/Page.astro';
import Content, { frontmatter } from '${up}content/${source}.mdx';
${names.map((name) => `import ${name} from '${up}components/${name}.astro';`).join('\n')}
---
<Layout title={frontmatter.title} description={frontmatter.description}><Content components={{ ${names.join(', ')} }} /></Layout>`;
}

/** Writes the peer, installs Astro once, and builds it. */
export async function buildAstroPeer(dir: string, siteDist: string): Promise<CommandCost> {
  if (!existsSync(join(dir, 'node_modules', 'astro'))) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({ name: 'astro-peer', private: true, type: 'module', dependencies: packages }),
    );
    const install = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: dir,
      stdio: 'inherit',
    });
    if (install.status !== 0) throw new Error('npm install of the Astro peer failed');
  }
  for (const part of ['src', 'public', 'dist'])
    rmSync(join(dir, part), { recursive: true, force: true });
  writeFileSync(
    join(dir, 'astro.config.mjs'),
    `import mdx from '@astrojs/mdx';\nexport default { integrations: [mdx()], trailingSlash: 'always' };\n`,
  );

  // The same stylesheet, font and response headers (security policy, caching) as the site's.
  mkdirSync(join(dir, 'public'), { recursive: true });
  cpSync(join(siteDist, 'client', '_headers'), join(dir, 'public', '_headers'));
  const article = parse(
    readFileSync(join(siteDist, 'client', peerPages[0]!.path, 'index.html'), 'utf8'),
  );
  const cssHref = article.querySelector('link[rel="stylesheet"]')!.getAttribute('href')!;
  const fontHref = article.querySelector('link[rel="preload"][as="font"]')!.getAttribute('href')!;
  for (const href of [cssHref, fontHref]) {
    mkdirSync(dirname(join(dir, 'public', href)), { recursive: true });
    cpSync(join(siteDist, 'client', href), join(dir, 'public', href));
  }

  const src = join(dir, 'src');
  mkdirSync(join(src, 'layouts'), { recursive: true });
  mkdirSync(join(src, 'components'), { recursive: true });
  writeFileSync(join(src, 'layouts', 'Page.astro'), layout(cssHref, fontHref));
  for (const [name, body] of Object.entries(components)) {
    writeFileSync(join(src, 'components', `${name}.astro`), body);
  }
  const values = {
    ...site.legal,
    brand: site.brand,
    siteUrl: site.siteUrl,
    address: formatAddress(site.legal.address, 'es'),
  };
  writeFileSync(join(src, 'siteValues.json'), JSON.stringify(values));
  const tokens = siteTokenValues('es');
  for (const { path, source } of peerPages) {
    const mdx = readFileSync(join('content', 'es', `${source}.mdx`), 'utf8');
    const target = join(src, 'content', `${source}.mdx`);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, fillTokens(mdx, tokens));
    const route = path.replace(/^\/|\/$/g, '');
    const pageFile = join(src, 'pages', route, 'index.astro');
    mkdirSync(dirname(pageFile), { recursive: true });
    writeFileSync(pageFile, page(source, route.split('/').length + 1));
  }
  // Not measured: static servers (scripts/serve.mjs among them) expect a site root.
  writeFileSync(
    join(src, 'pages', 'index.astro'),
    `---\nimport Layout from '../layouts/Page.astro';\n---\n<Layout title="Ludiqo" description="Ludiqo"><ul>${peerPages.map(({ path }) => `<li><a href="${path}">${path}</a></li>`).join('')}</ul></Layout>`,
  );
  return measureCommand(resolve(dir, 'node_modules', '.bin', 'astro'), ['build'], {
    cwd: dir,
    quiet: true,
  });
}

/** What a first visit to each peer page downloads, read from its built HTML. */
export function peerBytes(dir: string): PeerBytes[] {
  const client = join(dir, 'dist');
  return peerPages.map(({ path }) => {
    const file = readFileSync(join(client, path, 'index.html'));
    const html = parse(file.toString());
    const sum = (urls: (string | undefined)[]) =>
      urls
        .filter((url): url is string => !!url?.startsWith('/'))
        .reduce(
          (total, url) => addTransfer(total, transferOf(readFileSync(join(client, url)))),
          noTransfer(),
        );
    return {
      path,
      html: transferOf(file),
      css: sum(html.querySelectorAll('link[rel="stylesheet"]').map((l) => l.getAttribute('href'))),
      js: sum([
        ...html.querySelectorAll('script[src]').map((s) => s.getAttribute('src')),
        ...html.querySelectorAll('link[rel="modulepreload"]').map((l) => l.getAttribute('href')),
      ]),
    };
  });
}
