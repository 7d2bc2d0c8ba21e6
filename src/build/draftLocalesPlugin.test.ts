import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { draftRanges, withoutRanges } from './draftLocalesPlugin';

/** The client build's cut, on a module as the bundler sees it: plain JavaScript. */
const cut = (code: string, drafts = ['xx'], codes = ['es', 'en', 'xx']) =>
  withoutRanges(code, draftRanges(parseAst(code) as never, drafts, codes));

describe('what the client build takes out of a module for a draft locale', () => {
  it('its entry in the list of locales', () => {
    expect(
      cut(
        "const locales = [{ code: 'es', name: 'Español' }, { code: 'en' }, { code: 'xx', name: 'Draft', draft: true }];",
      ),
    ).toBe("const locales = [{ code: 'es', name: 'Español' }, { code: 'en' }];");
  });

  it('its row in a table keyed by every locale, and its UI strings’ loaders', () => {
    expect(cut('const t = { es: 1, xx: { a: 2 }, en: 3 };')).toBe('const t = { es: 1, en: 3 };');
    expect(cut('const t = { es, en, get xx() { return this.es; } };')).toBe(
      'const t = { es, en };',
    );
    expect(
      cut(
        'const m = { "./messages/en.json": () => import("./en"), "./messages/xx.json": () => import("./xx") };',
      ),
    ).toBe('const m = { "./messages/en.json": () => import("./en") };');
  });

  it('two drafts side by side, wherever they stand', () => {
    const two = ['xx', 'yy'];
    const codes = ['es', 'en', 'xx', 'yy'];
    expect(cut('const t = { es: 1, en: 2, xx: 3, yy: 4 };', two, codes)).toBe(
      'const t = { es: 1, en: 2 };',
    );
    expect(cut('const t = { xx: 3, yy: 4, es: 1, en: 2 };', two, codes)).toBe(
      'const t = { es: 1, en: 2 };',
    );
    expect(
      cut(
        "const l = [{ code: 'es' }, { code: 'xx', draft: true }, { code: 'yy', draft: true }];",
        two,
        codes,
      ),
    ).toBe("const l = [{ code: 'es' }];");
  });

  it('nothing else: a key that is not a locale table’s, an entry that is not a draft', () => {
    for (const code of [
      "const words = { xx: 'a word', es: 1 };",
      'const t = { es: 1, en: 2, xx: 3, other: 4 };',
      "const locales = [{ code: 'xx' }];",
      "const locales = [{ code: 'es', draft: true }];",
    ]) {
      expect(cut(code)).toBe(code);
    }
  });
});
