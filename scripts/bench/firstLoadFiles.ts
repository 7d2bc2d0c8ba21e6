import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { parse } from 'node-html-parser';
import type { BundleReport } from '../../src/build/bundleReportPlugin';
import { firstLoadOf, type FirstLoad, type SizeOptions } from './firstLoad';
import type { SitePage } from './sitePages';

/** One entry of Vite's build manifest, which Vike writes to `<distDir>/assets.json`. */
interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  isDynamicEntry?: boolean;
  css?: string[];
}

export type AssetsManifest = Record<string, ManifestChunk>;

export function readAssetsManifest(distDir: string): AssetsManifest {
  const file = join(distDir, 'assets.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: build the site first`);
  return JSON.parse(readFileSync(file, 'utf8')) as AssetsManifest;
}

const islandsModule = resolve(import.meta.dirname, '../../src/render/islands/registry.ts');

/** Island module id → its name, read from the `islandLoaders` map hydrateIslands imports from. */
function islandModules(): Map<string, string> {
  const source = readFileSync(islandsModule, 'utf8');
  const entries = [...source.matchAll(/^\s+'?([\w-]+)'?: \(\) =>\s+import\('\.\.\/([\w/]+)'\)/gm)];
  if (!entries.length) throw new Error(`No island map found in ${islandsModule}`);
  // Module ids are paths from the project's root; the map's imports start from its own folder.
  const root = resolve(import.meta.dirname, '../..');
  const idOf = (path: string) =>
    relative(root, resolve(dirname(islandsModule), '..', `${path}.tsx`))
      .split(sep)
      .join('/');
  return new Map(entries.map(([, name, path]) => [idOf(path!), name!]));
}

const islandByModule = islandModules();

/** The islands that load the pages' part of the UI strings (`islandsWithPageStrings`). */
function islandsWithPageStrings(): Set<string> {
  const source = readFileSync(islandsModule, 'utf8');
  const list = /islandsWithPageStrings[^=]*= new Set\(\[([^\]]*)\]/.exec(source)?.[1];
  if (list === undefined) throw new Error(`No islandsWithPageStrings found in ${islandsModule}`);
  return new Set([...list.matchAll(/'([\w-]+)'/g)].map(([, name]) => name!));
}

const pageStringIslands = islandsWithPageStrings();

const shellPartsModule = resolve(
  import.meta.dirname,
  '../../src/render/components/layout/shellParts.tsx',
);

/** The static parts' module ids, read from their `staticPart(() => import(…))` calls. */
function staticPartModules(): Set<string> {
  const source = readFileSync(shellPartsModule, 'utf8');
  const paths = [...source.matchAll(/staticPart\(\(\) => import\('([\w./]+)'\)\)/g)];
  if (!paths.length) throw new Error(`No static part found in ${shellPartsModule}`);
  return new Set(
    paths.map(([, path]) =>
      `${join('src/render/components/layout', path!)}.tsx`.replace(/\\/g, '/'),
    ),
  );
}

const staticParts = staticPartModules();

/** An island module's file name → its folder, to recognise a shared chunk named after it. */
const islandDirs = new Map(
  [...islandByModule.keys()].map((id) => [
    id.replace(/^.*\/|\.tsx$/g, ''),
    id.replace(/[^/]+$/, ''),
  ]),
);

/** The island whose code the dynamic import `id` loads, if it loads one. */
function islandOfImport(id: string, target: ManifestChunk): string | undefined {
  // A module that other chunks import too is a shared chunk (`_chunk-….js`) named after it.
  return islandByModule.get(
    id.startsWith('_') ? `${islandDirs.get(target.name ?? '') ?? ''}${target.name}.tsx` : id,
  );
}

/** The file (`/assets/…`) that hydrateIslands imports to hydrate the island `name`. */
export function islandChunkFile(manifest: AssetsManifest, name: string): string {
  const imports = chunkOf(manifest, 'src/browser/islands/hydrateIslands.tsx').dynamicImports ?? [];
  const id = imports.find((each) => islandOfImport(each, chunkOf(manifest, each)) === name);
  if (!id) throw new Error(`hydrateIslands imports no chunk for the island "${name}"`);
  return `/${chunkOf(manifest, id).file}`;
}

interface HydratingPage {
  locale: string;
  is404?: boolean;
  data?: { meta?: { type?: string } | null };
}

/**
 * Whether hydrating `page` runs the dynamic import `id` on a first visit (no stored consent, a
 * browser speaking the page's language), as measureFirstLoad's visitor does. An import not
 * known here throws, so a new lazy chunk gets a decision instead of going uncounted.
 */
function fetchedOnFirstLoad(
  id: string,
  target: ManifestChunk,
  page: HydratingPage,
  islands: Set<string>,
  hasIslands: boolean,
) {
  // A pre-rendered page hydrates its islands only (PageLayout): the set-up comes when it has one,
  // and each island's code when the page holds that island.
  const island = islandOfImport(id, target);
  if (island) return islands.has(island);
  if (id === 'src/browser/islands/hydrateIslands.tsx') return hasIslands;
  // Layouts and the shell's static parts render on client-side navigation only.
  if (id.startsWith('src/render/layouts/') || staticParts.has(id)) return false;
  // The locale's strings: the shell's part always, the pages' part for the islands that show some.
  const messages = /^src\/i18n\/messages\/([\w-]+)\.json\?part=(shell|pages)$/.exec(id);
  if (messages)
    return (
      messages[1] === page.locale &&
      (messages[2] === 'shell' || [...islands].some((name) => pageStringIslands.has(name)))
    );
  // Vike's page entries: the page's own is a modulepreload in its HTML.
  if (id.startsWith('virtual:vike:page-entry:')) return false;
  if (id === 'src/render/components/consent/CookieBanner.tsx') return true;
  if (id === 'src/render/components/language/LanguageSuggestionBar.tsx') return false;
  // The demo's player loads when the visitor presses "Play", never on load.
  if (id === 'src/render/components/demo/DemoPlayer.tsx') return false;
  throw new Error(
    `Unknown dynamic import ${id}: say in firstLoadFiles whether a first load runs it`,
  );
}

/**
 * The JS and CSS files a first visit to `page` downloads, worked out from its pre-rendered HTML
 * (stylesheets, scripts, module preloads), the manifest's static imports, and the dynamic imports
 * hydration runs. budgets.spec.ts checks this list against what Chromium really fetches.
 */
export function firstLoadFiles(
  distDir: string,
  page: SitePage,
  manifest: AssetsManifest = readAssetsManifest(distDir),
): string[] {
  const html = parse(readFileSync(join(distDir, 'client', page.file), 'utf8'));
  const pageContext = html.querySelector('script#vike_pageContext');
  if (!pageContext) throw new Error(`${page.file} has no Vike page context`);
  const hydrating = JSON.parse(pageContext.text) as HydratingPage;
  // Islands marked `visible` hydrate once scrolled near: a first load leaves their code out.
  const islandElements = html.querySelectorAll('[data-island]');
  const islands = new Set(
    islandElements
      .filter((element) => element.getAttribute('data-hydrate') === 'load')
      .map((element) => element.getAttribute('data-island')!),
  );
  const hasIslands = islandElements.length > 0;
  const byFile = new Map(Object.values(manifest).map((chunk) => [`/${chunk.file}`, chunk]));
  const files = new Set<string>();
  const seen = new Set<ManifestChunk>();

  const load = (chunk: ManifestChunk) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    files.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
    for (const id of chunk.imports ?? []) load(chunkOf(manifest, id));
  };

  const referenced = [
    ...html.querySelectorAll('link[rel="stylesheet"]').map((link) => link.getAttribute('href')),
    ...html.querySelectorAll('script[src]').map((script) => script.getAttribute('src')),
    ...html.querySelectorAll('link[rel="modulepreload"]').map((link) => link.getAttribute('href')),
  ];
  for (const url of referenced) {
    if (!url?.startsWith('/')) continue;
    const chunk = byFile.get(url);
    if (chunk) load(chunk);
    else files.add(url);
  }
  // Dynamic imports run once their importer has loaded, and may load more chunks that import.
  for (let grew = true; grew;) {
    grew = false;
    for (const chunk of [...seen]) {
      for (const id of chunk.dynamicImports ?? []) {
        const target = chunkOf(manifest, id);
        if (!seen.has(target) && fetchedOnFirstLoad(id, target, hydrating, islands, hasIslands)) {
          load(target);
          grew = true;
        }
      }
    }
  }
  return [...files].filter((file) => /\.(js|css)$/.test(file));
}

function chunkOf(manifest: AssetsManifest, id: string): ManifestChunk {
  const chunk = manifest[id];
  if (!chunk) throw new Error(`${id} is not in the build manifest: rebuild the site`);
  return chunk;
}

/** The first load of `page` as measureFirstLoad would report it, computed from the build alone. */
export function staticFirstLoad(
  distDir: string,
  page: SitePage,
  report: BundleReport,
  manifest: AssetsManifest = readAssetsManifest(distDir),
  sizes?: SizeOptions,
): FirstLoad {
  const html = readFileSync(join(distDir, 'client', page.file));
  const files = firstLoadFiles(distDir, page, manifest);
  return firstLoadOf(page.path, html, files, distDir, report, sizes);
}
