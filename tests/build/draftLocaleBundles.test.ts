import { spawnSync } from 'node:child_process';
import { copyFileSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLocale, localeCodes } from '../../src/i18n/locales';
import { languagesNotIn } from '../support/languages';
import { copyProject } from '../support/projectCopy';
import { projectRoot } from '../support/site';

/**
 * A draft locale moves no byte a visitor downloads (src/build/draftLocalesPlugin.ts). A copy of
 * the project gets a scratch draft locale as docs/adding-a-locale.md adds one: its entry in
 * `locales`, its UI strings, and a row in every table keyed by locale (here, the default
 * locale's row under the draft's code). Its build's client bundles are those of dist/, built
 * from the same sources without it: the same files, byte for byte.
 */

const code = languagesNotIn(localeCodes)[0]!;
const name = `Scratch draft ${code}`;
let copy = '';
let build = { status: 0 as number | null, output: '' };

/** Every file below `dir`, as paths from it. */
function filesBelow(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

function edit(file: string, change: (source: string) => string) {
  const path = join(copy, file);
  const before = readFileSync(path, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`${file}: the draft was not written`);
  writeFileSync(path, after);
}

/** Each source file of `src/` with a table typed `Record<Locale, …>` written as a literal. */
function localeTables(): string[] {
  return filesBelow(join(copy, 'src'))
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'))
    .map((file) => `src/${file}`)
    .filter((file) => /Record<Locale,/.test(readFileSync(join(copy, file), 'utf8')));
}

beforeAll(() => {
  copy = copyProject('ludiqo-draft-bundles-', { tracked: true });
  edit('src/i18n/locales.ts', (source) =>
    source.replace(
      /(\n\] as const satisfies readonly LocaleEntry\[\];)/,
      `\n  { code: '${code}', name: '${name}', abbreviation: '${code.toUpperCase()}', hreflang: '${code}', ogLocale: '${code}_${code.toUpperCase()}', draft: true },$1`,
    ),
  );
  copyFileSync(
    join(copy, `src/i18n/messages/${defaultLocale}.json`),
    join(copy, `src/i18n/messages/${code}.json`),
  );
  // A getter reads the default locale's row: the build compiles without a type check.
  const row = `get ${code}() { return this.${defaultLocale}; }, `;
  for (const file of localeTables()) {
    const path = join(copy, file);
    writeFileSync(
      path,
      readFileSync(path, 'utf8')
        .replace(/(: Record<Locale,[^\n]*> = \{)/g, `$1 ${row}`)
        .replace(/(= \{)([^}\n]*\} satisfies Record<Locale,)/g, `$1 ${row}$2`),
    );
  }
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', NO_COLOR: '1' };
  delete env.BUILD_OUT_DIR;
  // Vitest's own variables would have Vike's plugin take the build for a test run's.
  for (const key of Object.keys(env))
    if (key.startsWith('VITEST') || key === 'TEST') delete env[key];
  // The client environment alone: its bundles are those of a whole build (the same files, byte
  // for byte), in a fifth of the time; the server's and the pre-rendering have no say in them.
  // (A file, not `node -e`: Vike's plugin reads the script's path from argv.)
  writeFileSync(
    join(copy, 'build-client.mjs'),
    [
      "import { createBuilder } from 'vite';",
      'const builder = await createBuilder({});',
      // A failed build is logged and otherwise ends with status 0: fail the process.
      'await builder.build(builder.environments.client).catch(() => process.exit(1));',
    ].join('\n'),
  );
  const result = spawnSync(process.execPath, ['build-client.mjs'], {
    cwd: copy,
    encoding: 'utf8',
    env,
    timeout: 540_000,
  });
  build = { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}, 600_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('a draft locale leaves the published bundles byte-identical', () => {
  const assets = (root: string) =>
    filesBelow(join(root, 'client/assets'))
      .filter((file) => /\.(js|css)$/.test(file))
      .sort();

  it('builds, knowing the draft', () => {
    expect(build.status, build.output.slice(-3000)).toBe(0);
    // The build read the draft: its locale list and its UI strings are in the copy it built.
    expect(readFileSync(join(copy, 'src/i18n/locales.ts'), 'utf8')).toContain(name);
    expect(filesBelow(join(copy, 'src/i18n/messages'))).toContain(`${code}.json`);
  });

  it('writes the same client files, byte for byte', () => {
    const published = assets(join(projectRoot, 'dist'));
    expect(published.length).toBeGreaterThan(0);
    expect(assets(join(copy, 'dist')), build.output.slice(-2000)).toEqual(published);
    const differing = published.filter(
      (file) =>
        !readFileSync(join(projectRoot, 'dist/client/assets', file)).equals(
          readFileSync(join(copy, 'dist/client/assets', file)),
        ),
    );
    expect(differing).toEqual([]);
  });
});
