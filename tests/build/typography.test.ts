import type { HTMLElement, Node } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { parse } from 'node-html-parser';
import { defaultLocale, publishedLocaleCodes, type Locale } from '../../src/i18n/locales';
import {
  localeTypography,
  percentSpace,
  unbreakableNames,
  type LocaleTypography,
} from '../../src/i18n/typography';
import {
  allPages,
  distClient,
  frontmatterOf,
  htmlFileOf,
  listFiles,
  readHtml,
  ui,
} from '../support/site';

// Each locale's typography is set by the build (src/i18n/typography.ts), never by hand. French:
// in every page's visible text, ; : ! ? and » follow a narrow no-break space (U+202F), « is
// followed by one, and a number is held to its noun or unit by a no-break space.

const verbatim = new Set(['script', 'style', 'code', 'pre', 'kbd', 'samp', 'template']);
const blocks = new Set([
  'p',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'td',
  'th',
  'div',
  'section',
  'blockquote',
  'figcaption',
  'dt',
  'dd',
  'button',
  'a',
  'label',
  'title',
  'header',
  'footer',
  'nav',
  'br',
]);
/** Addresses and times keep their colons and question marks. */
const notProse =
  /\b[a-z][a-z\d+.-]*:\/\/\S*|\bmailto:\S+|\bwww\.\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\d:\d/gi;

const faults: [RegExp, string][] = [
  [/[ \u00A0]+[;:!?»]/, 'a plain or no-break space before the mark'],
  [/«[ \u00A0]/, 'a plain or no-break space after «'],
  [/[^\s;:!?«]»/, 'no space before »'],
  [/«[^\s\u202F]/, 'no space after «'],
];
const unspaced = /[^\s;:!?«]([;:!?])/;

interface Fault {
  text: string;
  why: string;
}

/** Each text node of the page a reader sees, with the character before it in the same block. */
function faultsOf(root: HTMLElement): Fault[] {
  const found: Fault[] = [];
  let previous = '';
  const walk = (node: Node) => {
    if (node.nodeType === 3) {
      const raw = node.text;
      const text = (previous + raw).replace(notProse, (match) => '_'.repeat(match.length));
      for (const [pattern, why] of faults) if (pattern.test(text)) found.push({ text: raw, why });
      if (unspaced.test(text)) found.push({ text: raw, why: 'no space before the mark' });
      if (raw.trim()) previous = raw.at(-1)!;
      else if (raw) previous = ' ';
      return;
    }
    const element = node as HTMLElement;
    const tag = element.rawTagName?.toLowerCase() ?? '';
    // Code is not prose; text only screen readers get is not seen, and spaces are not heard.
    if (verbatim.has(tag) || element.classList?.contains('sr-only')) return;
    if (blocks.has(tag)) previous = '';
    for (const child of element.childNodes) walk(child);
    if (blocks.has(tag)) previous = '';
  };
  walk(root);
  return found;
}

describe('French pages are set with narrow no-break spaces', () => {
  const files = listFiles(`${distClient}/fr`, 'index.html').filter(
    (file) => !file.includes('/og/'),
  );

  it('tells a plain space and a missing space from a narrow one, and skips code and addresses', () => {
    const sample = parse(
      '<p>Prêt ? Oui: <b>gras</b>: « bof »</p><p>Bien\u202F! «\u202Fok\u202F» <code>a:b ;</code> à 10:30, https://x.fr/?a</p>',
    );
    expect(faultsOf(sample).map((fault) => [fault.text.trim(), fault.why])).toEqual([
      ['Prêt ? Oui:', 'a plain or no-break space before the mark'],
      ['Prêt ? Oui:', 'no space before the mark'],
      [': « bof »', 'a plain or no-break space before the mark'],
      [': « bof »', 'a plain or no-break space after «'],
      [': « bof »', 'no space before the mark'],
    ]);
  });

  it('has French pages to read', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  for (const file of files) {
    const page = file.slice(distClient.length);
    it(page, () => {
      const html = readHtml(file);
      const title = html.querySelector('title');
      const body = html.querySelector('body');
      const found = [...(title ? faultsOf(title) : []), ...(body ? faultsOf(body) : [])];
      expect(
        found.map((fault) => `${fault.why}: ${JSON.stringify(fault.text.trim().slice(0, 120))}`),
      ).toEqual([]);
    });
  }
});

// Spanish and French keep a percentage on one line: a no-break space (es) or a narrow one (fr)
// before %, set by the build from "45%" as written.
describe('percentages are set with the locale’s no-break space', () => {
  const withRule = publishedLocaleCodes.filter((l) =>
    localeTypography[l].rules.includes('percent'),
  );
  const otherPrefixes = new RegExp(
    `/(${publishedLocaleCodes.filter((l) => l !== defaultLocale).join('|')})/`,
  );
  for (const locale of withRule) {
    const space = percentSpace[locale];
    it(`${locale}: every page`, () => {
      const root = locale === defaultLocale ? distClient : `${distClient}/${locale}`;
      const files = listFiles(root, 'index.html').filter(
        (file) => !file.includes('/og/') && (locale !== defaultLocale || !otherPrefixes.test(file)),
      );
      expect(files.length).toBeGreaterThan(20);
      const wrong = new RegExp(`\\d(?!${space}%)[^\\d]?%`);
      const found = files.flatMap((file) => {
        const html = readHtml(file);
        html.querySelectorAll('script, style, code, pre').forEach((element) => element.remove());
        const text = `${html.querySelector('title')?.text ?? ''} ${html.querySelector('body')?.text ?? ''}`;
        const at = wrong.exec(text)?.index;
        return at === undefined
          ? []
          : [`${file.slice(distClient.length)}: ${JSON.stringify(text.slice(at - 40, at + 10))}`];
      });
      expect(found).toEqual([]);
    });
  }
});

/** What a reader sees of a page: its title and body text, code and scripts aside. */
function visibleText(file: string): string {
  const html = readHtml(file);
  html
    .querySelectorAll('script, style, code, pre, template')
    .forEach((element) => element.remove());
  return `${html.querySelector('title')?.text ?? ''} ${html.querySelector('body')?.text ?? ''}`;
}

const pages = allPages();
const textOfPage = new Map(pages.map((page) => [page.url, visibleText(htmlFileOf(page.url))]));

/** The published locales whose typography (src/i18n/typography.ts) has a rule. */
const withTypography = (rule: LocaleTypography['rules'][number]) =>
  publishedLocaleCodes.filter((l) => localeTypography[l].rules.includes(rule));

/** Each fault's page and the text around it. */
function findAll(pattern: RegExp, locales: readonly Locale[] = publishedLocaleCodes): string[] {
  return pages
    .filter((page) => locales.includes(page.locale))
    .flatMap(({ url }) => {
      const text = textOfPage.get(url)!;
      return [...text.matchAll(new RegExp(pattern, 'gu'))].map(
        (match) =>
          `${url}: ${JSON.stringify(text.slice(Math.max(0, match.index - 30), match.index + 30))}`,
      );
    });
}

describe('numbers in each language’s usage', () => {
  it('never writes a compact figure ("10K+"): "más de 10 000", "10,000+", "plus de 10 000"', () => {
    expect(findAll(/\d+\s?[KkMm]\+/)).toEqual([]);
    // A bare "200+" is English only.
    expect(findAll(/(?<![\d+])\d[\d\s.,]*\+(?!\d)/u, withTypography('figureLabel'))).toEqual([]);
  });

  it('holds a French number to its noun or unit: "15 jours", "30 minutes", "24 h", "1er novembre"', () => {
    expect(findAll(/\d(?:er|re|e)? \p{L}/u, withTypography('numberWord'))).toEqual([]);
  });

  it('spaces a middle dot between parts: "2026 · 8 min", never "2026·8 min"', () => {
    expect(findAll(/[\p{L}\p{N}]·|·[\p{L}\p{N}]/u)).toEqual([]);
  });

  it('writes a price and its period as one: "950 €/mes", "€950/mo"', () => {
    expect(findAll(/(?:€|\d) \/(?:mes|mo|mois)\b/u)).toEqual([]);
  });

  it('writes a plan label’s text in lower case after its colon', () => {
    for (const locale of publishedLocaleCodes) {
      const copy = frontmatterOf('/pricing', locale, 'pricing');
      const root = readHtml(
        htmlFileOf(pages.find((p) => p.route === '/pricing' && p.locale === locale)!.url),
      );
      const labels = root
        .querySelectorAll('article p')
        .map((p) => p.text.replace(/\s+/g, ' ').trim())
        .filter((text) => text.startsWith(copy.labels.idealFor.replace(/\s+/g, ' ')));
      expect(labels.length, locale).toBeGreaterThan(0);
      for (const label of labels) expect(label, locale).toMatch(/^[^:]+:\s(?:\p{Ll}|\p{Lu}{2})/u);
    }
  });

  it('dates the first of the month "1er" in French', () => {
    const legal = pages.filter((page) => page.type === 'legal');
    expect(legal.length).toBeGreaterThan(0);
    for (const page of legal) {
      const { updated } = frontmatterOf(page.route, page.locale, 'legal');
      if (page.locale !== 'fr' || !updated.endsWith('-01')) continue;
      expect(textOfPage.get(page.url)).toMatch(/\b1er\s\p{L}/u);
    }
  });
});

describe('"(opens in a new tab)"', () => {
  // The words each locale uses (its UI string's), in any case and with or without brackets.
  const words = (locale: Locale) => {
    const bare = ui(locale, 'a11y.opensInNewTab').replace(/^\(|\)$/g, '');
    return new RegExp(`\\(?${bare.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\)?`, 'giu');
  };
  for (const locale of publishedLocaleCodes) {
    it(`has one form in ${locale}: the UI string a11y.opensInNewTab, nowhere else worded`, () => {
      const form = ui(locale, 'a11y.opensInNewTab');
      const seen = new Set(
        pages
          .filter((page) => page.locale === locale)
          .flatMap(({ url }) =>
            [...textOfPage.get(url)!.matchAll(words(locale))].map((match) => match[0]),
          ),
      );
      expect([...seen]).toEqual([form]);
    });
  }
});

// No line of copy splits a name of several words (src/i18n/typography.ts, `unbreakableNames`): in
// every page's text, headlines and the home's client line included, the name's words are held by
// no-break spaces (code, scripts and the prompts to copy aside).
describe('copy keeps names of several words on one line', () => {
  const pages = allPages();
  const breakable = (text: string) =>
    unbreakableNames.filter((name) =>
      // As written: "a story spine" in English prose is not the playbook's name.
      new RegExp(name.replaceAll(' ', '[ \\t\\n]+')).test(text),
    );
  const pageText = (url: string) => {
    const root = readHtml(htmlFileOf(url));
    for (const element of root.querySelectorAll('script, style, template, pre, code')) {
      element.remove();
    }
    return root.querySelector('body')!.text;
  };

  it('tells a breakable name from a held one', () => {
    expect(breakable('Cómo Taco Bell gamificó')).toEqual(['Taco Bell']);
    expect(breakable('Cómo Taco\u00A0Bell gamificó')).toEqual([]);
  });

  it('has pages naming one, to read', () => {
    const named = pages.filter(({ url }) =>
      unbreakableNames.some((name) => pageText(url).includes(name.replace(' ', '\u00A0'))),
    );
    expect(named.length).toBeGreaterThan(pages.length / 4);
  });

  for (const { url } of pages) {
    it(url, () => {
      const text = pageText(url);
      expect(breakable(text)).toEqual([]);
    });
  }
});
