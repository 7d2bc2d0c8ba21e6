import type { HTMLElement, Node } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { parse } from 'node-html-parser';
import { distClient, listFiles, readHtml } from '../support/site';

// French typography is set by the build (src/lib/typography.ts): in every French page's visible
// text, ; : ! ? and » follow a narrow no-break space (U+202F), and « is followed by one.

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
  const rules = { es: '\u00A0', fr: '\u202F' } as const;
  for (const [locale, space] of Object.entries(rules)) {
    it(`${locale}: every page`, () => {
      const root = locale === 'es' ? distClient : `${distClient}/${locale}`;
      const files = listFiles(root, 'index.html').filter(
        (file) => !file.includes('/og/') && (locale !== 'es' || !/\/(en|fr)\//.test(file)),
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
