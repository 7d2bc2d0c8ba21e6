import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const projectRoot = resolve(import.meta.dirname, '../..');

/**
 * A copy of the project in a temporary folder, to edit and run without touching a real file:
 * the sources (or, with `tracked`, every file of the checkout), and each package of
 * node_modules linked on its own (so Vite's caches, node_modules/.vite, stay in the copy).
 */
export function copyProject(prefix: string, { tracked = false } = {}): string {
  const copy = mkdtempSync(join(tmpdir(), prefix));
  if (tracked) {
    // Every file git tracks (and those it would, untracked but not ignored), as in the checkout:
    // what Tailwind scans for class names is the same, so the CSS is too.
    const files = execFileSync(
      'git',
      ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
      { cwd: projectRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    )
      .split('\0')
      .filter((file) => file && existsSync(join(projectRoot, file)));
    for (const file of files) {
      mkdirSync(dirname(join(copy, file)), { recursive: true });
      cpSync(join(projectRoot, file), join(copy, file));
    }
    linkNodeModules(copy);
    return copy;
  }
  for (const entry of ['content', 'pages', 'src', 'scripts']) {
    cpSync(join(projectRoot, entry), join(copy, entry), { recursive: true });
  }
  // Vite's publicDir: absent from a fresh clone while it holds no file (git keeps no empty folder).
  if (existsSync(join(projectRoot, 'public'))) {
    cpSync(join(projectRoot, 'public'), join(copy, 'public'), { recursive: true });
  }
  for (const entry of ['package.json', 'tsconfig.json', 'vite.config.ts']) {
    cpSync(join(projectRoot, entry), join(copy, entry));
  }
  linkNodeModules(copy);
  return copy;
}

function linkNodeModules(copy: string) {
  mkdirSync(join(copy, 'node_modules'));
  for (const name of readdirSync(join(projectRoot, 'node_modules'))) {
    if (name === '.vite' || name === '.cache') continue;
    symlinkSync(join(projectRoot, 'node_modules', name), join(copy, 'node_modules', name));
  }
}
