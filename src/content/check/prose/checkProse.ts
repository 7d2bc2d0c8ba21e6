import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import {
  foreignWords as defaultForeignWords,
  type ForeignWord,
} from '../../../data/glossary/foreign';
import { glossaries as defaultGlossaries, type LocaleGlossary } from '../../../data/glossary';
import { sharedWords as defaultSharedWords } from '../../../data/glossary/sharedWords';
import { localeCodes, type Locale } from '../../../i18n/locales';
import { error, located, type Place, type Problem } from '../problems';
import type { Dictionaries } from './dictionary';
import { dictionaryLanguage } from './dictionary';
import { mdxSegments, messageSegments, type Segment } from './segments';
import { usCandidates, ukWords } from './ukSpellings';

export type FindingKind = 'spelling' | 'glossary' | 'uk-spelling' | 'untranslated';

export interface Finding {
  kind: FindingKind;
  locale: Locale;
  file: string;
  word: string;
  place: Place;
  problem: Problem;
}

/** One file's copy, in one locale. */
export interface ProseFile {
  file: string;
  locale: Locale;
  segments: Segment[];
}

export interface ProseOptions {
  dictionaries: Dictionaries;
  glossaries?: Record<Locale, LocaleGlossary>;
  sharedWords?: readonly string[];
  foreignWords?: readonly ForeignWord[];
}

const languageName = (locale: Locale) =>
  new Intl.DisplayNames('en', { type: 'language' }).of(locale) ?? locale;

/** Words, with apostrophes inside them (l'équipe, don't); hyphens and digits split nothing in. */
const wordPattern = /[\p{L}\p{M}][\p{L}\p{M}\p{N}]*(?:['’][\p{L}\p{M}]+)*/gu;
/** French elision: "l'équipe" is checked as "équipe". */
const elision = /^(?:l|d|j|m|n|s|t|c|qu|jusqu|lorsqu|puisqu|quoiqu|presqu)['’]/i;
/** Dictionaries hold no word this short that a typo would not also hit: cspell's own default. */
const minLength = 4;

const isUpper = (word: string) =>
  word.length > 1 && word === word.toUpperCase() && word !== word.toLowerCase();
const isTitle = (word: string) =>
  word[0] !== word[0]!.toLowerCase() && word.slice(1) === word.slice(1).toLowerCase();
const title = (word: string) => word[0]!.toUpperCase() + word.slice(1).toLowerCase();

/** The forms a dictionary may list a word under: "Equipo" as "equipo", "API" as "Api" or "api". */
function forms(word: string): string[] {
  if (isUpper(word)) return [word, title(word), word.toLowerCase()];
  if (isTitle(word)) return [word, word.toLowerCase()];
  return [word];
}

const unaccent: Record<string, string> = { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u' };
const pronouns = ['me', 'te', 'se', 'nos', 'os', 'lo', 'la', 'los', 'las', 'le', 'les'];

/**
 * Spanish verbs with pronouns attached ("pruébala", "vístela", "cruzarlos"), which the
 * dictionary does not list: each verb form they may hide, its written accent dropped. Only an
 * accented stem (an imperative or gerund) or an infinitive counts, so "tela" stays a noun.
 */
function withoutEnclitics(word: string): string[] {
  const stems: string[] = [];
  const lower = word.toLowerCase();
  for (const last of pronouns) {
    if (!lower.endsWith(last)) continue;
    const one = word.slice(0, -last.length);
    stems.push(one);
    for (const first of pronouns) {
      if (one.toLowerCase().endsWith(first)) stems.push(one.slice(0, -first.length));
    }
  }
  return stems.flatMap((stem) => {
    if (stem.length < 3) return [];
    const plain = stem.replace(/[áéíóú]/giu, (c) => {
      const base = unaccent[c.toLowerCase()]!;
      return c === c.toLowerCase() ? base : base.toUpperCase();
    });
    return plain !== stem || /r$/i.test(stem) ? [plain] : [];
  });
}

interface WordRules {
  /** The forms the dictionary is asked for a word as written in copy, besides the word itself. */
  forms?: (word: string) => string[];
  /** As written, before the forms: French "l'équipe" is looked up as "équipe". */
  strip?: (word: string) => string;
  /** UK spellings are refused, with the US one to use (the dictionary is US English). */
  usSpelling?: true;
}

/** Each locale's word rules: a locale with none looks words up as written. */
const wordRules: Partial<Record<Locale, WordRules>> = {
  es: { forms: withoutEnclitics },
  en: {
    strip: (word) => word.replaceAll('’', "'"),
    forms: (word) => (/'s$/i.test(word) ? [word.slice(0, -2)] : []),
    usSpelling: true,
  },
  fr: {
    strip: (word) => word.replace(elision, ''),
    forms: (word) => [
      ...(word.includes('’') ? [word.replaceAll('’', "'")] : []),
      ...(word.includes("'") ? [word.replaceAll("'", '’')] : []),
    ],
  },
};

/** What the dictionary is asked for a word as written in copy. */
function lookups(locale: Locale, raw: string): string[] {
  const rules = wordRules[locale] ?? {};
  const word = rules.strip?.(raw) ?? raw;
  const candidates = [word, ...(rules.forms?.(word) ?? [])];
  return candidates.filter((w) => w.length >= minLength && !/\p{N}/u.test(w));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function wholeWords(source: string): RegExp {
  const spaced = source.replaceAll(' ', '\\s+');
  const wrap = (body: string) =>
    new RegExp(`(?<![\\p{L}\\p{N}_])(?:${body})(?![\\p{L}\\p{N}_])`, 'giu');
  try {
    return wrap(spaced);
  } catch {
    return wrap(escape(source).replaceAll(' ', '\\s+'));
  }
}

interface Rule {
  kind: 'glossary' | 'untranslated';
  pattern: RegExp;
  /** Occurrences of the right term, which a variant inside it does not count against. */
  term?: RegExp;
  message: (found: string) => string;
}

function rulesFor(
  locale: Locale,
  glossary: LocaleGlossary,
  foreign: readonly ForeignWord[],
): Rule[] {
  const rules: Rule[] = [];
  for (const entry of glossary.entries) {
    for (const variant of entry.refuse) {
      rules.push({
        kind: 'glossary',
        pattern: wholeWords(variant),
        term: wholeWords(escape(entry.term)),
        message: (found) =>
          `glossary: "${found}" is refused (${entry.concept}); use "${entry.term}"${entry.note ? ` (${entry.note})` : ''}`,
      });
    }
  }
  for (const word of foreign) {
    const use = word.use[locale];
    if (!use) continue;
    rules.push({
      kind: 'untranslated',
      pattern: wholeWords(escape(word.variant)),
      message: (found) =>
        `untranslated: "${found}" in ${languageName(locale)} copy; use "${use}" (src/data/glossary/foreign.ts)`,
    });
  }
  return rules;
}

/**
 * The prose checks of `npm run check`: spelling against the locale's dictionary and word lists,
 * the glossary's refused variants, UK spellings in English, and words left in another language.
 * Each finding names the file, the line and the word, and what to use when that is known.
 */
export async function checkProse(
  files: readonly ProseFile[],
  options: ProseOptions,
): Promise<Finding[]> {
  const glossaries = options.glossaries ?? defaultGlossaries;
  const shared = options.sharedWords ?? defaultSharedWords;
  const foreign = options.foreignWords ?? defaultForeignWords;
  const { dictionaries } = options;

  const listed = new Map<Locale, Set<string>>();
  for (const locale of localeCodes) {
    const glossary = glossaries[locale];
    const termWords = glossary.entries.flatMap((entry) => entry.term.match(wordPattern) ?? []);
    listed.set(locale, new Set([...shared, ...glossary.words, ...termWords]));
  }
  const inList = (locale: Locale, word: string) =>
    [word, ...lookups(locale, word)].some((w) =>
      forms(w).some((form) => listed.get(locale)!.has(form)),
    );

  // First pass: which words need the dictionary, so each loads at most once.
  const asks = new Map<Locale, Set<string>>(localeCodes.map((locale) => [locale, new Set()]));
  const seen = new Map<Locale, Set<string>>(localeCodes.map((locale) => [locale, new Set()]));
  for (const { locale, segments } of files) {
    for (const segment of segments) {
      for (const [word] of segment.text.matchAll(wordPattern)) {
        if (seen.get(locale)!.has(word)) continue;
        seen.get(locale)!.add(word);
        if (inList(locale, word)) continue;
        for (const lookup of lookups(locale, word)) {
          for (const form of forms(lookup)) asks.get(locale)!.add(form);
          if (wordRules[locale]?.usSpelling)
            for (const us of usCandidates(lookup)) asks.get(locale)!.add(us);
        }
      }
    }
  }
  for (const [locale, words] of asks) await dictionaries.prepare(locale, words);

  const answers = new Map<string, boolean>();
  const known = (locale: Locale, word: string) => {
    const key = `${locale}:${word}`;
    let answer = answers.get(key);
    if (answer === undefined) {
      const candidates = lookups(locale, word);
      answer =
        inList(locale, word) ||
        // Too short, or holding a digit: not checked.
        !candidates.length ||
        candidates.some((lookup) => forms(lookup).some((form) => dictionaries.has(locale, form)));
      answers.set(key, answer);
    }
    return answer;
  };

  const usSpellings = new Map<string, string | undefined>();
  /** The US form of an English word written the UK way, if it is one. */
  const usSpelling = (word: string) => {
    if (usSpellings.has(word)) return usSpellings.get(word);
    const lower = word.toLowerCase();
    const listed = ukWords[lower];
    const us =
      listed ??
      (known('en', word)
        ? undefined
        : usCandidates(word).find((candidate) => dictionaries.has('en', candidate)));
    usSpellings.set(word, us);
    return us;
  };

  const findings: Finding[] = [];
  for (const { file, locale, segments } of files) {
    const rules = rulesFor(locale, glossaries[locale], foreign);
    const found: Finding[] = [];
    const report = (
      kind: FindingKind,
      word: string,
      segment: Segment,
      index: number,
      message: string,
    ) => {
      const place = segment.placeOf(index);
      const problem = error(located(file, place, undefined, message));
      found.push({ kind, locale, file, word, place, problem });
    };

    for (const segment of segments) {
      /** Ranges already reported, so a refused word is not also a misspelling. */
      const taken: [number, number][] = [];
      for (const rule of rules) {
        const terms = rule.term
          ? [...segment.text.matchAll(rule.term)].map(
              (m) => [m.index, m.index + m[0].length] as const,
            )
          : [];
        for (const match of segment.text.matchAll(rule.pattern)) {
          const [start, end] = [match.index, match.index + match[0].length];
          if (terms.some(([a, b]) => a <= start && end <= b)) continue;
          if (taken.some(([a, b]) => start < b && a < end)) continue;
          taken.push([start, end]);
          report(rule.kind, match[0], segment, start, rule.message(match[0]));
        }
      }
      for (const match of segment.text.matchAll(wordPattern)) {
        const [word, start] = [match[0], match.index];
        if (taken.some(([a, b]) => start < b && a < start + word.length)) continue;
        const us = wordRules[locale]?.usSpelling ? usSpelling(word) : undefined;
        if (us) {
          report(
            'uk-spelling',
            word,
            segment,
            start,
            `UK spelling "${word}": use "${us}" (US English is the house style)`,
          );
          continue;
        }
        if (known(locale, word)) continue;
        report(
          'spelling',
          word,
          segment,
          start,
          `spelling: "${word}" is not in the ${dictionaryLanguage(locale)} dictionary; correct it, or add it to words in src/data/glossary/${locale}.ts (a brand or technical name: src/data/glossary/sharedWords.ts)`,
        );
      }
    }
    // In reading order: rules and words are found in separate passes over each segment.
    const at = (place: Place) => (place.line ?? 0) * 100_000 + (place.column ?? 0);
    findings.push(...found.sort((a, b) => at(a.place) - at(b.place)));
  }
  return findings;
}

function listMdx(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.mdx'))
      .map((name) => name.split(sep).join('/'))
      .sort();
  } catch {
    return [];
  }
}

/** The site's copy: every content file, and every locale's UI strings. */
export function siteProseFiles(root: string): ProseFile[] {
  const files: ProseFile[] = [];
  for (const locale of localeCodes) {
    const dir = join(root, 'content', locale);
    for (const path of listMdx(dir)) {
      const file = relative(root, join(dir, path)).split(sep).join('/');
      files.push({
        file,
        locale,
        segments: mdxSegments(file, readFileSync(join(dir, path), 'utf8')),
      });
    }
    const messages = `src/i18n/messages/${locale}.json`;
    files.push({
      file: messages,
      locale,
      segments: messageSegments(readFileSync(join(root, messages), 'utf8')),
    });
  }
  return files;
}

/** Where dictionary answers are kept between runs (see Dictionaries). */
export const defaultCacheDir = (root: string) =>
  join(root, 'node_modules', '.cache', 'ludiqo-spelling');
