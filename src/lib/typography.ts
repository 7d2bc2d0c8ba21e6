import type { Locale } from '../i18n/locales';

/** U+202F NARROW NO-BREAK SPACE: French puts it before ; : ! ? and inside « ». */
export const narrowNoBreakSpace = '\u202F';

/** Text that is an address, not prose: its colons and question marks stay as they are. */
const addresses =
  /\b[a-z][a-z\d+.-]*:\/\/[^\s<>"«»]*|\bmailto:[^\s<>"«»]+|\bwww\.[^\s<>"«»]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gi;

/** A mark that takes a space before it in French, with whatever space the copy put there. */
const highMark = /([^\s\u00A0\u202F;:!?«]?)[ \u00A0\u202F]*([;:!?])/g;

function frenchRun(text: string, space: string, previous: string): string {
  return text
    .replace(highMark, (match, before: string, mark: string, offset: number) => {
      const next = text[offset + match.length] ?? '';
      // A time or a ratio ("10:30", "1:1"): no space.
      if (mark === ':' && /\d/.test(before) && /\d/.test(next) && match.length === 2) return match;
      if (!before) {
        // What precedes the mark lies outside this run: the start of a block, another mark
        // ("?!"), or an address or an element whose text ends right there.
        const outside = offset > 0 ? text[offset - 1]! : previous;
        // A space written before the mark still asks for one, as after a component's value.
        const spaced = match.length > 1;
        if (!spaced && (!outside || /[\s\u00A0\u202F;:!?«]/.test(outside))) return match;
      }
      return `${before}${space}${mark}`;
    })
    .replace(/«[ \u00A0\u202F]*/g, `«${space}`)
    .replace(/[ \u00A0\u202F]*»/g, `${space}»`);
}

/**
 * French typography on rendered text: a narrow no-break space before ; : ! ? and inside « »,
 * replacing a plain or no-break space there, or inserted where there was none. URLs, e-mail
 * addresses and times ("10:30") are left as written. `previous` is the character rendered just
 * before `text` (none at the start of a block), so a mark right after bold text gets its space
 * too. `space` lets a renderer without the narrow space (the social cards' font) draw another
 * no-break space instead.
 */
export function frenchTypography(text: string, space = narrowNoBreakSpace, previous = ''): string {
  if (!/[;:!?«»]/.test(text)) return text;
  let result = '';
  let last = 0;
  for (const match of text.matchAll(addresses)) {
    result += frenchRun(text.slice(last, match.index), space, last ? text[last - 1]! : previous);
    result += match[0];
    last = match.index + match[0].length;
  }
  return result + frenchRun(text.slice(last), space, last ? text[last - 1]! : previous);
}

/** U+00A0 NO-BREAK SPACE: Spanish puts it between a number and its % sign (RAE). */
export const noBreakSpace = '\u00A0';

/**
 * A number, or a `{{token}}` a number fills in later, and its % sign, with whatever space the
 * copy put between them (or none).
 */
const percent = /(\d|\}\})[ \u00A0\u202F]?%(?![\dA-Fa-f]{2})/g;

/** "45%" → "45 %", with the locale's no-break space: the sign never starts a line. */
export function percentSpacing(text: string, space: string): string {
  return text.includes('%') ? text.replace(percent, `$1${space}%`) : text;
}

/** The space before % per locale: none in English. */
export const percentSpace: Record<Locale, string> = {
  es: noBreakSpace,
  en: '',
  fr: narrowNoBreakSpace,
};

/** Locales whose copy the build sets; English is published as written. */
export function hasTypography(locale: Locale): boolean {
  return locale !== 'en';
}

/**
 * The locale's typography on one string. French: its spaced marks and « », and a narrow no-break
 * space before %. Spanish: a no-break space before %, and inside "RR. HH." (an abbreviation that
 * must not break in two). English is left as written.
 */
export function typeset(locale: Locale, text: string, space?: string, previous?: string): string {
  if (locale === 'fr')
    return percentSpacing(frenchTypography(text, space, previous), space ?? narrowNoBreakSpace);
  if (locale === 'es')
    return percentSpacing(text, noBreakSpace).replace(/\bRR\. HH\./g, 'RR.\u00A0HH.');
  return text;
}

/** Front-matter fields that hold links, ids, dates or settings: never copy, in any check. */
export const settingFields = [
  'type',
  'kind',
  'tone',
  'icon',
  'figure',
  'to',
  'href',
  'url',
  'caseStudy',
  'demo',
  'socialImage',
  'image',
  'scene',
  'src',
  'date',
  'updated',
  'id',
  'slug',
  'layout',
  // The playable demo's story: links between nodes, and settings.
  'start',
  'next',
  'setting',
  'mood',
  'outcome',
] as const;

/** Front-matter fields that hold addresses, names of things or text to copy, not prose. */
export const notProseFields: ReadonlySet<string> = new Set([...settingFields, 'prompt']);

/**
 * `typeset` on every string of parsed front-matter or UI strings, keeping its shape, except
 * under the keys `skip` names (front-matter's links and settings by default; UI strings are
 * all prose, whatever their keys are called).
 */
export function typesetData<T>(data: T, locale: Locale, skip = notProseFields): T {
  if (!hasTypography(locale)) return data;
  const walk = (value: unknown, key?: string): unknown => {
    if (typeof value === 'string') return key && skip.has(key) ? value : typeset(locale, value);
    if (Array.isArray(value)) return value.map((item) => walk(item, key));
    if (value && typeof value === 'object' && !(value instanceof Date)) {
      return Object.fromEntries(Object.entries(value).map(([k, item]) => [k, walk(item, k)]));
    }
    return value;
  };
  return walk(data) as T;
}
