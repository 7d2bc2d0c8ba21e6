import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { isLocale, localeCodes } from '../../i18n/locales';
import { error, located, type Problem } from './problems';

/** A route segment: lower-case ASCII letters and digits, words joined by single dashes. */
const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The slug a writer most likely meant: accents dropped, other characters turned into dashes. */
function slugOf(name: string): string {
  return (
    name
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'page'
  );
}

/**
 * Every entry under `content/`: locale folders only, and below them `.mdx` files and folders
 * named as lower-case ASCII slugs (the route is the path, and a URL would have to encode
 * anything else). A file the build would skip (`pricing.md`, `Pricing.MDX`) is named too, so
 * nothing a writer adds is silently ignored. Dot files (an editor's or a system's) are skipped.
 */
export function checkFileNames(root: string, contentDir: string): Problem[] {
  const problems: Problem[] = [];
  const display = (path: string) => relative(root, path).split(sep).join('/');
  /** A file is named at its first line; a folder has none. */
  const say = (path: string, message: string, isFile = true) =>
    problems.push(error(located(display(path), isFile ? { line: 1 } : {}, undefined, message)));
  let top: string[];
  try {
    top = readdirSync(contentDir).sort();
  } catch {
    return [];
  }
  for (const name of top) {
    if (name.startsWith('.')) continue;
    if (!isLocale(name)) {
      say(
        join(contentDir, name),
        `not a locale folder: content holds only ${localeCodes.map((l) => `content/${l}/`).join(', ')}`,
        false,
      );
    }
  }
  for (const locale of localeCodes) {
    const dir = join(contentDir, locale);
    let entries: { name: string; parentPath: string; isDirectory(): boolean }[];
    try {
      entries = readdirSync(dir, { recursive: true, withFileTypes: true }).sort((a, b) =>
        join(a.parentPath, a.name).localeCompare(join(b.parentPath, b.name)),
      );
    } catch {
      continue;
    }
    for (const entry of entries) {
      const path = join(entry.parentPath, entry.name);
      // Inside a dot folder, or a dot file: not the writer's.
      if (
        relative(dir, path)
          .split(sep)
          .some((part) => part.startsWith('.'))
      )
        continue;
      if (entry.isDirectory()) {
        if (!slug.test(entry.name)) {
          say(
            path,
            `folder name "${entry.name}" is not a lower-case ASCII slug (a-z, 0-9, single dashes): it is part of the route; rename it, e.g. ${slugOf(entry.name)}`,
            false,
          );
        }
        continue;
      }
      const stem = entry.name.replace(/\.mdx$/, '');
      if (stem === entry.name) {
        say(
          path,
          `not an .mdx file: only content/<locale>/**/*.mdx becomes a page, so this one would be ignored; rename it to .mdx or move it out of content/`,
        );
      } else if (!slug.test(stem)) {
        say(
          path,
          `file name "${entry.name}" is not a lower-case ASCII slug (a-z, 0-9, single dashes): the route is the file name, and a URL would have to encode the rest; rename it, e.g. ${slugOf(stem)}.mdx`,
        );
      }
    }
  }
  return problems;
}
