import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const projectRoot = resolve(import.meta.dirname, '../..');

/**
 * A copy of the project in a temporary folder, to edit and run without touching a real file:
 * the sources, and each package of node_modules linked on its own (so Vite's caches,
 * node_modules/.vite, stay in the copy).
 */
export function copyProject(prefix: string): string {
  const copy = mkdtempSync(join(tmpdir(), prefix));
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
  mkdirSync(join(copy, 'node_modules'));
  for (const name of readdirSync(join(projectRoot, 'node_modules'))) {
    if (name === '.vite' || name === '.cache') continue;
    symlinkSync(join(projectRoot, 'node_modules', name), join(copy, 'node_modules', name));
  }
  return copy;
}
