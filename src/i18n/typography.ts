import type { Locale } from './locales';

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

/**
 * A number (or a token that fills one, or a French ordinal: "1er", "90e") and the word or unit
 * after it: "15 jours", "24 h", "1er novembre".
 */
const numberAndWord = /((?:\d|\}\})(?:er|re|e)?) (?=\p{L})/gu;

/** The space a locale puts between a number and its noun: a no-break one where it has the rule. */
export function numberSpace(locale: Locale): string {
  return localeTypography[locale].rules.includes('numberWord') ? noBreakSpace : ' ';
}

/** "15 jours" → "15 jours" with a no-break space: the number never ends a line alone. */
export function numberWordSpacing(text: string): string {
  return text.replace(numberAndWord, `$1${noBreakSpace}`);
}

/**
 * Names of several words that no line of copy splits, in every locale: the client the spec names
 * and the playbooks (proper names are not translated).
 */
export const unbreakableNames = [
  'Taco Bell',
  'Pitch Play',
  'Story Spine',
  'Chapter Map',
  'Scene Script',
] as const;

/** "Cómo Taco Bell gamificó" → the name held by a no-break space: it never ends a line inside. */
export function keepNamesWhole(text: string): string {
  return unbreakableNames.reduce(
    (result, name) => result.replaceAll(name, name.replaceAll(' ', noBreakSpace)),
    text,
  );
}

/** U+2060 WORD JOINER: no line break on either side, and nothing drawn. */
export const wordJoiner = '\u2060';

/** A one-letter prefix and its hyphen, outside addresses: the "e-" of "e-mail", "e-learning". */
const letterPrefix = /(?<![\p{L}\p{N}@./-])(\p{L})-(?=\p{L})/gu;

/** `replace` on the parts of `text` that are not addresses (URLs, e-mail addresses). */
function outsideAddresses(text: string, replace: (run: string) => string): string {
  let result = '';
  let last = 0;
  for (const match of text.matchAll(addresses)) {
    result += replace(text.slice(last, match.index));
    result += match[0];
    last = match.index + match[0].length;
  }
  return result + replace(text.slice(last));
}

/**
 * "e-mail" never breaks after "e-": a word joiner after the hyphen. Inter has no non-breaking
 * hyphen (U+2011), which would be drawn from another font; the joiner is invisible.
 */
export function joinLetterPrefix(text: string): string {
  if (!text.includes('-')) return text;
  return outsideAddresses(text, (run) => run.replace(letterPrefix, `$1-${wordJoiner}`));
}

/** A verb's hyphen and the pronoun after it: "publiez-le", "dites-nous", "allez-y". */
const enclitic = /(?<=\p{L})-(?=(?:le|la|les|lui|leur|moi|toi|nous|vous|en|y)(?![\p{L}\p{N}]))/gu;

/**
 * "publiez-le" never breaks after its hyphen, which would leave the pronoun alone at the start of
 * a line: a word joiner before the pronoun, for the same reason as `joinLetterPrefix`.
 */
export function joinEnclitic(text: string): string {
  if (!text.includes('-')) return text;
  return outsideAddresses(text, (run) => run.replace(enclitic, `-${wordJoiner}`));
}

/** A whole label that is a figure and a plus ("200+"): "at least", in the locale's words. */
const figurePlus = /^(\d[\d \u00A0\u202F.,]*\d|\d)\+$/;

/** The rules a locale's typography may list, by name. */
type RuleName =
  | 'names'
  | 'frenchMarks'
  | 'percent'
  | 'numberWord'
  | 'hrAbbreviation'
  | 'figureLabel'
  | 'letterPrefix'
  | 'enclitic';

export interface LocaleTypography {
  /** Set on every string of copy in this locale, in order. None: published as written. */
  rules: readonly RuleName[];
  /** Between a number and %; '' for the narrow no-break space (or its stand-in). */
  percentSpace: string;
  /** Between thousands in the figures the site writes; null keeps `Intl`'s. */
  groupSeparator: string | null;
  /** A figure and more (the hero's players): `{n}` is the number. */
  atLeast: string;
  /** The day of the month in a long date; absent: as `Intl` writes it. */
  ordinalDay?: (day: number) => string;
}

/**
 * Each locale's typography, one entry per locale: a new locale is one more entry.
 * - es: a no-break space before % and inside "RR. HH." (RAE); thousands with a space, as the RAE
 *   recommends ("10 000", where `Intl` writes "10.000"); "más de 10 000".
 * - en: as written, but for names held whole; "10,000+".
 * - fr: a narrow no-break space before ; : ! ? % and inside « », a no-break space between a
 *   number and its noun or unit ("15 jours"), no break after a one-letter prefix ("e-mail") nor
 *   between a verb and its pronoun ("publiez-le");
 *   "plus de 10 000"; "1er novembre".
 */
export const localeTypography: Record<Locale, LocaleTypography> = {
  es: {
    rules: ['names', 'percent', 'hrAbbreviation', 'figureLabel'],
    percentSpace: noBreakSpace,
    groupSeparator: noBreakSpace,
    atLeast: 'más de {n}',
  },
  en: {
    rules: ['names'],
    percentSpace: '',
    groupSeparator: null,
    atLeast: '{n}+',
  },
  fr: {
    rules: [
      'names',
      'frenchMarks',
      'percent',
      'numberWord',
      'letterPrefix',
      'enclitic',
      'figureLabel',
    ],
    percentSpace: '',
    groupSeparator: null,
    atLeast: 'plus de {n}',
    ordinalDay: (day) => (day === 1 ? '1er' : String(day)),
  },
};

/**
 * One rule, on one string. `narrow` is the narrow no-break space, or what a renderer without one
 * draws instead (the social cards' font); `previous`, the character rendered just before.
 */
type Rule = (
  text: string,
  context: { narrow: string; previous: string; locale: Locale; entry: LocaleTypography },
) => string;

const rules: Record<RuleName, Rule> = {
  names: (text) => keepNamesWhole(text),
  frenchMarks: (text, { narrow, previous }) => frenchTypography(text, narrow, previous),
  percent: (text, { narrow, entry }) => percentSpacing(text, entry.percentSpace || narrow),
  numberWord: (text) => numberWordSpacing(text),
  hrAbbreviation: (text) => text.replace(/\bRR\. HH\./g, `RR.${noBreakSpace}HH.`),
  // Only where the narrow space is drawn: a renderer that lacks it (the social cards) may lack
  // the joiner too.
  letterPrefix: (text, { narrow }) =>
    narrow === narrowNoBreakSpace ? joinLetterPrefix(text) : text,
  enclitic: (text, { narrow }) => (narrow === narrowNoBreakSpace ? joinEnclitic(text) : text),
  figureLabel: (text, { locale }) => {
    const match = figurePlus.exec(text.trim());
    if (!match) return text;
    return capitalize(atLeast(Number(match[1]!.replace(/\D/g, '')), locale), locale);
  },
};

/** The space before % per locale, as `Intl` figures take it (formatPercent). */
export const percentSpace = Object.fromEntries(
  Object.entries(localeTypography).map(([locale, entry]) => [
    locale,
    entry.percentSpace || (entry.rules.includes('percent') ? narrowNoBreakSpace : ''),
  ]),
) as Record<Locale, string>;

/** Locales whose copy the build sets (every one today: names are held whole in English too). */
export function hasTypography(locale: Locale): boolean {
  return localeTypography[locale].rules.length > 0;
}

/**
 * The locale's typography on one string (see `localeTypography`). `space` replaces the narrow
 * no-break space for renderers that cannot draw it; `previous` is the character rendered just
 * before `text` in the same block.
 */
export function typeset(locale: Locale, text: string, space?: string, previous?: string): string {
  const entry = localeTypography[locale];
  const context = { narrow: space ?? narrowNoBreakSpace, previous: previous ?? '', locale, entry };
  return entry.rules.reduce((result, rule) => rules[rule](result, context), text);
}

/** A whole number as the locale writes figures: `Intl`, with the locale's thousands space. */
export function formatNumber(value: number, locale: Locale): string {
  const separator = localeTypography[locale].groupSeparator;
  return new Intl.NumberFormat(locale)
    .formatToParts(value)
    .map((part) => (part.type === 'group' && separator !== null ? separator : part.value))
    .join('');
}

/** "más de 10 000" / "10,000+" / "plus de 10 000": a figure the copy gives as a floor. */
export function atLeast(value: number, locale: Locale): string {
  return localeTypography[locale].atLeast.replace('{n}', formatNumber(value, locale));
}

/** The first letter in upper case, as a sentence or a label starts. */
export function capitalize(text: string, locale: Locale): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/**
 * The text after a label's colon ("Ideal para: autores…"): lower case, as a colon continues
 * the sentence, unless its first word is an acronym or a name in capitals ("RR. HH.", "STUDIO").
 */
export function labelText(locale: Locale, text: string): string {
  return /^\p{Lu}\p{Ll}/u.test(text)
    ? text.charAt(0).toLocaleLowerCase(locale) + text.slice(1)
    : text;
}

/**
 * Front-matter fields that hold links, ids, dates or settings: never copy, in any check.
 * `src/content/schemas/settingFields.test.ts` holds this list to the schemas.
 */
export const settingFields = [
  'type',
  'kind',
  'tone',
  'icon',
  'figure',
  'to',
  'url',
  'caseStudy',
  'demo',
  'socialImage',
  'image',
  'scene',
  'status',
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
  'sampleFigures',
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
