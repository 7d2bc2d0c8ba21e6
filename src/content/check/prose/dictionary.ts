import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Locale } from '../../../i18n/locales';

const require = createRequire(import.meta.url);

/** Each locale's cspell dictionary: its package and trie file. */
const dictionaries: Record<Locale, { pkg: string; trie: string; language: string }> = {
  es: { pkg: '@cspell/dict-es-es', trie: 'Spanish.trie.gz', language: 'Spanish' },
  en: { pkg: '@cspell/dict-en_us', trie: 'en_US.trie.gz', language: 'US English' },
  fr: { pkg: '@cspell/dict-fr-fr', trie: 'fr-fr.trie.gz', language: 'French' },
};

// The packages export only their cspell settings file, which sits beside the trie.
const packageDir = (pkg: string) => dirname(require.resolve(`${pkg}/cspell-ext.json`));

export const dictionaryLanguage = (locale: Locale) => dictionaries[locale].language;

/**
 * Answers "is this exact word in the locale's dictionary?". Loading a dictionary takes seconds
 * (the Spanish and French tries are large), so answers are kept in a cache file per locale,
 * keyed by the dictionary's version: a run whose words were all seen before loads nothing.
 */
export class Dictionaries {
  private answers = new Map<Locale, Map<string, boolean>>();
  private versions = new Map<Locale, string>();

  constructor(private cacheDir: string) {}

  private cacheFile(locale: Locale) {
    return join(this.cacheDir, `${locale}.json`);
  }

  private version(locale: Locale): string {
    let version = this.versions.get(locale);
    if (!version) {
      const { pkg } = dictionaries[locale];
      const manifest = join(packageDir(pkg), 'package.json');
      version = `${pkg}@${(JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version}`;
      this.versions.set(locale, version);
    }
    return version;
  }

  private cached(locale: Locale): Map<string, boolean> {
    let answers = this.answers.get(locale);
    if (answers) return answers;
    answers = new Map();
    try {
      const stored = JSON.parse(readFileSync(this.cacheFile(locale), 'utf8')) as {
        dictionary: string;
        known: string[];
        unknown: string[];
      };
      if (stored.dictionary === this.version(locale)) {
        for (const word of stored.known) answers.set(word, true);
        for (const word of stored.unknown) answers.set(word, false);
      }
    } catch {
      // No cache yet, or an unreadable one: it is rebuilt.
    }
    this.answers.set(locale, answers);
    return answers;
  }

  /** Looks up every word not answered yet, loading the dictionary only if there is one. */
  async prepare(locale: Locale, words: Iterable<string>): Promise<void> {
    const answers = this.cached(locale);
    const missing = [...new Set(words)].filter((word) => !answers.has(word));
    if (!missing.length) return;
    const { getDictionary } = await import('cspell-lib');
    const { pkg, trie } = dictionaries[locale];
    const path = join(packageDir(pkg), trie);
    const dictionary = await getDictionary({
      dictionaryDefinitions: [{ name: locale, path }],
      dictionaries: [locale],
    });
    for (const word of missing) answers.set(word, dictionary.has(word, { ignoreCase: false }));
    const known = [...answers].filter(([, yes]) => yes).map(([word]) => word);
    const unknown = [...answers].filter(([, yes]) => !yes).map(([word]) => word);
    try {
      mkdirSync(this.cacheDir, { recursive: true });
      writeFileSync(
        this.cacheFile(locale),
        JSON.stringify({
          dictionary: this.version(locale),
          known: known.sort(),
          unknown: unknown.sort(),
        }),
      );
    } catch {
      // A read-only checkout still gets its answers, only slower next time.
    }
  }

  /** A word `prepare` saw; an unseen word counts as unknown. */
  has(locale: Locale, word: string): boolean {
    return this.cached(locale).get(word) ?? false;
  }
}
