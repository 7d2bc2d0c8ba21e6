import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { localeCodes } from '../i18n/locales';
import { collectContent } from './collect';

const page = (title: string) => `---
type: page
title: "${title}"
description: "A description long enough to satisfy the schema for a generic page."
keywords: ["one"]
---

# ${title}
`;

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
      write(`content/${l}/blog/post.mdx`, page('A post title here'));
    }
    const { entries, problems } = collectContent(root, undefined, { uiKeys: false });
    expect(problems).toEqual([]);
    expect(entries.map((e) => e.route)).toEqual(['/', '/blog/post']);
  });

  it('lists every page missing in a locale', () => {
    root = mkdtempSync(join(tmpdir(), 'content-'));
    write('content/es/pricing.mdx', page('Precios y planes'));
    write('content/en/pricing.mdx', page('Pricing and plans'));
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
    for (const l of valid) write(`content/${l}/a.mdx`, page('Valid title here'));
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
