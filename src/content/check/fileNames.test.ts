import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localeCodes } from '../../i18n/locales';
import { unsupportedLanguages } from '../../../tests/support/locales';
import { checkFileNames } from './fileNames';
import type { Problem } from './problems';

const root = mkdtempSync(join(tmpdir(), 'file-names-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function names(files: string[]): Problem[] {
  const dir = mkdtempSync(join(root, 'site-'));
  for (const file of files) {
    mkdirSync(dirname(join(dir, 'content', file)), { recursive: true });
    writeFileSync(join(dir, 'content', file), '');
  }
  return checkFileNames(dir, join(dir, 'content'));
}

describe('content file names are lower-case ASCII slugs, and nothing is skipped silently', () => {
  it('accepts slugs, folders of slugs, and dot files', () => {
    expect(
      names(['es/index.mdx', 'es/blog/post-2.mdx', 'es/a1-b2.mdx', 'es/.DS_Store', 'en/.git/x']),
    ).toEqual([]);
  });

  it.each([
    ['es/Precios.mdx', 'rename it, e.g. precios.mdx'],
    ['es/guía.mdx', 'rename it, e.g. guia.mdx'],
    ['es/mi página.mdx', 'rename it, e.g. mi-pagina.mdx'],
    ['es/a--b.mdx', 'rename it, e.g. a-b.mdx'],
    ['es/-a.mdx', 'rename it, e.g. a.mdx'],
    ['es/a_b.mdx', 'rename it, e.g. a-b.mdx'],
    ['es/a%2Fb.mdx', 'rename it, e.g. a-2fb.mdx'],
    ['es/a.b.mdx', 'rename it, e.g. a-b.mdx'],
    ['es/ｐｒｉｃｉｎｇ.mdx', 'is not a lower-case ASCII slug'],
    ['es/pricing\u200b.mdx', 'is not a lower-case ASCII slug'],
  ])('refuses the file name %j', (file, message) => {
    const [problem] = names([file]);
    expect(problem?.text).toMatch(
      new RegExp(`^content/${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:1: file name `),
    );
    expect(problem?.text).toContain(message);
  });

  it('refuses a folder name that is not a slug, once', () => {
    expect(names(['es/Blog/post.mdx']).map((p) => p.text)).toEqual([
      'content/es/Blog: folder name "Blog" is not a lower-case ASCII slug (a-z, 0-9, single dashes): it is part of the route; rename it, e.g. blog',
    ]);
  });

  it.each(['es/pricing.md', 'es/pricing.MDX', 'es/pricing.mdx.bak', 'es/notes.txt'])(
    'names %j, which the build would skip',
    (file) => {
      expect(names([file]).map((p) => p.text)).toEqual([
        `content/${file}:1: not an .mdx file: only content/<locale>/**/*.mdx becomes a page, so this one would be ignored; rename it to .mdx or move it out of content/`,
      ]);
    },
  );

  it('names a folder under content/ that is not a locale', () => {
    const [language] = unsupportedLanguages;
    const only = localeCodes.map((l) => `content/${l}/`).join(', ');
    expect(names([`${language}/index.mdx`, 'README.md']).map((p) => p.text)).toEqual([
      `content/README.md: not a locale folder: content holds only ${only}`,
      `content/${language}: not a locale folder: content holds only ${only}`,
    ]);
  });
});
