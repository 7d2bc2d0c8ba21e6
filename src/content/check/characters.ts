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
    const bidi = bidiControls[code];
    if (bidi) {
      report(
        index,
        `invisible bidi control ${hex(code)} (${bidi}): it reorders the text around it without showing itself ("0001" can read "1000"); delete it`,
      );
      continue;
    }
    const zero = zeroWidth[code];
    if (zero) {
      report(
        index,
        `invisible character ${hex(code)} (${zero}): it splits a word for the spell check, the glossary and search engines while readers see one; delete it`,
      );
    }
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
