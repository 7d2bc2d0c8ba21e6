import { isScalar, LineCounter, parseDocument, visit as visitYaml } from 'yaml';
import { error, located, type Place, type Problem } from './problems';

/**
 * Characters that change how copy reads without showing themselves. Bidi controls reorder the
 * text around them ("0001" shows as "1000", a file name's extension moves); zero-width
 * characters split a word in two for the glossary, the spell check and search engines while the
 * reader sees one. Copy never needs them in Spanish, English or French.
 */
const bidiControls: Record<number, string> = {
  0x061c: 'ARABIC LETTER MARK',
  0x200e: 'LEFT-TO-RIGHT MARK',
  0x200f: 'RIGHT-TO-LEFT MARK',
  0x202a: 'LEFT-TO-RIGHT EMBEDDING',
  0x202b: 'RIGHT-TO-LEFT EMBEDDING',
  0x202c: 'POP DIRECTIONAL FORMATTING',
  0x202d: 'LEFT-TO-RIGHT OVERRIDE',
  0x202e: 'RIGHT-TO-LEFT OVERRIDE',
  0x2066: 'LEFT-TO-RIGHT ISOLATE',
  0x2067: 'RIGHT-TO-LEFT ISOLATE',
  0x2068: 'FIRST STRONG ISOLATE',
  0x2069: 'POP DIRECTIONAL ISOLATE',
};
const zeroWidth: Record<number, string> = {
  0x180e: 'MONGOLIAN VOWEL SEPARATOR',
  0x200b: 'ZERO WIDTH SPACE',
  0x200c: 'ZERO WIDTH NON-JOINER',
  0x200d: 'ZERO WIDTH JOINER',
  0x2060: 'WORD JOINER',
  0x2061: 'FUNCTION APPLICATION',
  0x2062: 'INVISIBLE TIMES',
  0x2063: 'INVISIBLE SEPARATOR',
  0x2064: 'INVISIBLE PLUS',
  0xfeff: 'ZERO WIDTH NO-BREAK SPACE',
};

const describeInvisible = (code: number) =>
  bidiControls[code]
    ? `invisible bidi control ${hex(code)} (${bidiControls[code]}): it reorders the text around it without showing itself ("0001" can read "1000")`
    : `invisible character ${hex(code)} (${zeroWidth[code]}): it splits a word for the spell check, the glossary and search engines while readers see one`;

/** The bidi controls and zero-width characters of a text, in order. */
export function invisibles(text: string): number[] {
  const found: number[] = [];
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (bidiControls[code] || zeroWidth[code]) found.push(code);
  }
  return found;
}

/**
 * The same characters written as escapes (`&#x202E;` in MDX, `\u202E` in YAML or JSON, a JS
 * string escape in a prop): `decoded` is the value the page shows, `raw` what the file holds
 * there. Named at `place`, once per value; a raw character is left to characterProblems.
 */
export function escapedInvisibles(
  file: string,
  place: Place,
  decoded: string,
  raw: string,
): Problem[] {
  const shown = invisibles(decoded);
  if (shown.length <= invisibles(raw).length) return [];
  const [code] = shown.filter((c) => !invisibles(raw).includes(c)).concat(shown);
  return [
    error(
      located(
        file,
        place,
        undefined,
        `an escape here writes an ${describeInvisible(code!)}; delete it`,
      ),
    ),
  ];
}

const jsonEscape = new RegExp(
  `\\\\u(?:${[...Object.keys(bidiControls), ...Object.keys(zeroWidth)]
    .map((code) => Number(code).toString(16).padStart(4, '0'))
    .join('|')})`,
  'i',
);

/** `escapedInvisibles` over every string value of a JSON (UI messages) file. */
export function escapedInvisiblesInJson(file: string, source: string): Problem[] {
  // JSON writes them only as \uXXXX: without one, no value needs reading (the preview runs
  // this on every page load).
  if (!jsonEscape.test(source)) return [];
  const counter = new LineCounter();
  const problems: Problem[] = [];
  visitYaml(parseDocument(source, { lineCounter: counter }), {
    Scalar(_, node) {
      if (!isScalar(node) || typeof node.value !== 'string' || !node.range) return;
      const { line, col } = counter.linePos(node.range[0]);
      problems.push(
        ...escapedInvisibles(
          file,
          { line, column: col },
          node.value,
          source.slice(node.range[0], node.range[1]),
        ),
      );
    },
  });
  return problems;
}

/** At most this many findings per file: a pasted block of them is one fault, not thousands. */
const perFile = 10;

const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

/** The line and column (1-based, in characters) of a string index. */
export function placeAt(source: string, index: number): Place {
  const before = source.slice(0, index);
  const line = before.split('\n').length;
  return { line, column: [...before.slice(before.lastIndexOf('\n') + 1)].length + 1 };
}

/**
 * Bidi controls, zero-width characters and bytes that were not UTF-8 (read as U+FFFD) anywhere
 * in a source file, each at its line and column. A byte-order mark at the very start is left to
 * `byteOrderMark`.
 */
export function characterProblems(file: string, source: string): Problem[] {
  const problems: Problem[] = [];
  let more = 0;
  const report = (index: number, message: string) => {
    if (problems.length >= perFile) more++;
    else problems.push(error(located(file, placeAt(source, index), undefined, message)));
  };
  const notUtf8 = source.indexOf('\ufffd');
  if (notUtf8 >= 0) {
    report(
      notUtf8,
      'not UTF-8: this byte is not UTF-8 (or the file holds U+FFFD, the mark of a broken character); the file was likely saved as Latin-1 or Windows-1252: save it as UTF-8',
    );
  }
  for (let index = 0; index < source.length; index++) {
    const code = source.charCodeAt(index);
    if (code < 0x061c || (code > 0x061c && code < 0x180e)) continue;
    if (index === 0 && code === 0xfeff) continue;
    if (bidiControls[code] || zeroWidth[code])
      report(index, `${describeInvisible(code)}; delete it`);
  }
  if (more) {
    problems.push(
      error(
        located(file, { line: 1 }, undefined, `and ${more} more invisible or broken characters`),
      ),
    );
  }
  return problems;
}

/** A byte-order mark opening the file: editors hide it, and it hides the front-matter's `---`. */
export function byteOrderMark(file: string, source: string): Problem[] {
  if (!source.startsWith('\ufeff')) return [];
  return [
    error(
      located(
        file,
        { line: 1, column: 1 },
        undefined,
        'the file starts with a byte-order mark (U+FEFF, saved as "UTF-8 with BOM"): save it as UTF-8 without BOM',
      ),
    ),
  ];
}
