import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';

const copied = ['pages', 'src', 'content', 'public', 'scripts'];
const copiedFiles = ['package.json', 'vite.config.ts', 'tsconfig.json'];

/**
 * A throwaway copy of the project to build variants in (more content, client-side rendering)
 * without touching the checkout. Packages are linked one by one so the copy keeps its own
 * `node_modules/.cache`: its social cards are drawn cold, like a first build.
 */
export function copyProject(target: string): string {
  const root = resolve('.');
  rmSync(target, { recursive: true, force: true });
  mkdirSync(join(target, 'node_modules'), { recursive: true });
  for (const dir of copied) {
    // public/ is absent from a fresh clone while it holds no file (git keeps no empty folder).
    if (existsSync(join(root, dir)))
      cpSync(join(root, dir), join(target, dir), { recursive: true });
  }
  for (const file of copiedFiles) cpSync(join(root, file), join(target, file));
  for (const name of readdirSync(join(root, 'node_modules'))) {
    if (name === '.cache') continue;
    symlinkSync(join(root, 'node_modules', name), join(target, 'node_modules', name));
  }
  return target;
}
