import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Where the one MDX component map lives: the site's code, wherever the content is. */
export const mdxComponentsFile = fileURLToPath(
  new URL('../../render/components/mdx/mdxComponents.tsx', import.meta.url),
);

/**
 * The names of the MDX component map, read from its source: the check runs without bundling
 * React components (a unit test holds this list equal to the map's keys).
 */
export function mdxComponentNames(): Set<string> {
  const source = readFileSync(mdxComponentsFile, 'utf8');
  const body = /export const mdxComponents = \{([^}]*)\}/.exec(source)?.[1];
  if (!body) throw new Error(`${mdxComponentsFile}: cannot find "export const mdxComponents = {"`);
  return new Set(
    body
      .split(/[,\n]/)
      .map((entry) => entry.trim().split(':')[0]!.trim())
      .filter((name) => /^[A-Za-z_$][\w$]*$/.test(name)),
  );
}
