import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { LocaleGlossary } from '../../../data/glossary';
import { localeCodes, type Locale } from '../../../i18n/locales';
import { checkProse, defaultCacheDir, type ProseFile } from './checkProse';
import { Dictionaries } from './dictionary';
import { mdxSegments, messageSegments } from './segments';

const folder = 'tests/fixtures/prose';
const dictionaries = new Dictionaries(defaultCacheDir(process.cwd()));

const claims: LocaleGlossary['claims'] = {
  capabilities: {},
  inDevelopment: [],
  trialLength: [],
  retention: [],
};
const empty: LocaleGlossary = { entries: [], words: [], claims };
/** A glossary of the fixtures' own, so the test does not follow the editors' lists. */
const glossaries: Record<Locale, LocaleGlossary> = {
  ...(Object.fromEntries(localeCodes.map((locale) => [locale, empty])) as Record<
    Locale,
    LocaleGlossary
  >),
  en: {
    entries: [
      { concept: 'start-free CTA', term: 'Start free', refuse: ['Try it free', 'Start for free'] },
    ],
    words: [],
    claims,
  },
  es: {
    entries: [
      { concept: 'journey', term: 'recorrido', refuse: ['viajes? del (?:nuevo )?empleado'] },
    ],
    words: ['onboarding'],
    claims,
  },
};

const mdx = (locale: Locale, name: string): ProseFile => {
  const file = `${folder}/content/${locale}/${name}.mdx`;
  return { file, locale, segments: mdxSegments(file, readFileSync(file, 'utf8')) };
};
const check = (files: ProseFile[]) => checkProse(files, { dictionaries, glossaries });

describe('prose checks name the file, the line and the word', () => {
  it('refuses a glossary variant, a misspelling, a UK spelling and an untranslated word', async () => {
    const findings = await check([mdx('en', 'faults')]);
    const file = `${folder}/content/en/faults.mdx`;
    expect(findings.map((finding) => finding.problem.text)).toEqual([
      `${file}:3:9: glossary: "Try it free" is refused (start-free CTA); use "Start free"`,
      `${file}:10:26: spelling: "recieve" is not in the US English dictionary; correct it, or add it to words in src/data/glossary/en.ts (a brand or technical name: src/data/glossary/sharedWords.ts)`,
      `${file}:12:5: UK spelling "programme": use "program" (US English is the house style)`,
      `${file}:12:53: untranslated: "España" in English copy; use "Spain" (src/data/glossary/foreign.ts)`,
    ]);
    expect(findings.map((finding) => finding.kind)).toEqual([
      'glossary',
      'spelling',
      'uk-spelling',
      'untranslated',
    ]);
  }, 30_000);

  it('accepts Spanish verbs with pronouns, glossary terms, shared names and HTML attributes that are not words (aria-hidden); refuses a regex variant', async () => {
    const valid = await check([mdx('es', 'valid')]);
    expect(valid.map((finding) => finding.problem.text)).toEqual([]);
    const refused = await check([
      {
        file: 'x.mdx',
        locale: 'es',
        segments: [
          {
            text: 'Diseña el viaje del nuevo empleado',
            placeOf: (index) => ({ line: 1, column: index + 1 }),
          },
        ],
      },
    ]);
    expect(refused.map((finding) => finding.problem.text)).toEqual([
      'x.mdx:1:11: glossary: "viaje del nuevo empleado" is refused (journey); use "recorrido"',
    ]);
  }, 30_000);

  it('reads French elisions with either apostrophe', async () => {
    const findings = await check([mdx('fr', 'valid')]);
    expect(findings.map((finding) => finding.problem.text)).toEqual([]);
  }, 30_000);

  it('checks UI strings, not their tokens, markup or escapes', async () => {
    const file = `${folder}/messages.json`;
    const findings = await check([
      { file, locale: 'en', segments: messageSegments(readFileSync(file, 'utf8')) },
    ]);
    expect(findings.map((finding) => finding.problem.text)).toEqual([
      `${file}:3:15: glossary: "Try it free" is refused (start-free CTA); use "Start free"`,
      `${file}:4:15: UK spelling "Behaviour": use "behavior" (US English is the house style)`,
    ]);
  }, 30_000);
});
