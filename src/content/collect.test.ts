import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultLocale, localeCodes, type Locale } from '../i18n/locales';
import { collectContent } from './collect';

const page = (title: string, slug?: string) => `---
type: page${slug ? `\nslug: ${slug}` : ''}
title: "${title}"
description: "A description long enough to satisfy the schema for a generic page."
keywords: ["one"]
---

# ${title}
`;

/** English and French pages name their slug; Spanish ones live at their file's path. */
const slugIn = (locale: Locale, slug: string) => (locale === defaultLocale ? undefined : slug);

let root = '';
function write(file: string, source: string) {
  const path = join(root, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, source);
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('collectContent', () => {
  it('indexes complete pages by route', () => {
    root = mkdtempSync(join(tmpdir(), 'content-'));
    for (const l of localeCodes) {
      write(`content/${l}/index.mdx`, page('Home page title'));
      write(`content/${l}/blog.mdx`, page('The blog title', slugIn(l, 'blog')));
      write(`content/${l}/blog/post.mdx`, page('A post title here', slugIn(l, `post-${l}`)));
    }
    const { entries, problems } = collectContent(root, undefined, { uiKeys: false });
    expect(problems).toEqual([]);
    expect(entries.map((e) => e.route)).toEqual(['/', '/blog', '/blog/post']);
    // Each page's path below each locale's prefix, from its slugs and its parent's.
    const inEvery = (path: (l: Locale) => string) =>
      Object.fromEntries(localeCodes.map((l) => [l, path(l)]));
    expect(entries.map((e) => e.paths)).toEqual([
      inEvery(() => '/'),
      inEvery(() => '/blog'),
      inEvery((l) => (l === defaultLocale ? '/blog/post' : `/blog/post-${l}`)),
    ]);
  });

  it('lists every page missing in a locale', () => {
    root = mkdtempSync(join(tmpdir(), 'content-'));
    write('content/es/pricing.mdx', page('Precios y planes'));
    write('content/en/pricing.mdx', page('Pricing and plans', 'pricing'));
    write('content/es/games.mdx', page('Juegos de demo'));
    const { problems } = collectContent(root, undefined, { uiKeys: false });
    const text = problems.join('\n');
    expect(text).toContain(
      'content/es/pricing.mdx:1: page missing in locale "fr": add content/fr/pricing.mdx',
    );
    expect(text).toContain(
      'content/es/games.mdx:1: page missing in locale "en": add content/en/games.mdx',
    );
    expect(text).toContain(
      'content/es/games.mdx:1: page missing in locale "fr": add content/fr/games.mdx',
    );
  });

  it('names the file and field of invalid front-matter', () => {
    root = mkdtempSync(join(tmpdir(), 'content-'));
    const [broken, ...valid] = [...localeCodes].reverse();
    for (const l of valid) write(`content/${l}/a.mdx`, page('Valid title here', slugIn(l, 'a')));
    write(`content/${broken}/a.mdx`, page('Valid title here').replace('type: page', 'type: pag'));
    const { problems } = collectContent(root, undefined, { uiKeys: false });
    expect(problems.join('\n')).toContain(`content/${broken}/a.mdx:2:7: field "type"`);
  });

  it('reports broken YAML with the path', () => {
    root = mkdtempSync(join(tmpdir(), 'content-'));
    write('content/es/a.mdx', '---\ntitle: "unclosed\n---\n# x\n');
    const { problems } = collectContent(root, undefined, { uiKeys: false });
    expect(problems.join('\n')).toContain('content/es/a.mdx:2:8: front-matter is not valid YAML');
  });
});
