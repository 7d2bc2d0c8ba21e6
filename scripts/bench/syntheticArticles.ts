import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { localeCodes } from '../../src/i18n/locales';

const template = 'blog/gamificacion-en-la-formacion-corporativa.mdx';

const titles: Record<string, (n: number) => string> = {
  es: (n) => `Caso práctico ${n}: formación gamificada que se recuerda | Ludiqo`,
  en: (n) => `Case study ${n}: gamified training people remember | Ludiqo`,
  fr: (n) => `Cas pratique ${n} : une formation ludique qui marque | Ludiqo`,
};

/**
 * Writes `perLocale` blog articles per locale into a copied project's content folder: the real
 * article's text (a long one, with headings, lists and a callout) under new slugs, titles
 * and dates, so every page is as heavy as a real one.
 */
export function writeSyntheticArticles(projectDir: string, perLocale: number): number {
  for (const locale of localeCodes) {
    const source = readFileSync(join(projectDir, 'content', locale, template), 'utf8');
    for (let n = 1; n <= perLocale; n++) {
      const day = new Date(Date.UTC(2024, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
      const article = source
        .replace(/^title: .*$/m, `title: "${titles[locale]!(n)}"`)
        .replace(/^date: .*$/m, `date: ${day}`)
        .replace(/^# (.*)$/m, `# $1 (${n})`);
      writeFileSync(join(projectDir, 'content', locale, 'blog', `bench-article-${n}.mdx`), article);
    }
  }
  return perLocale * localeCodes.length;
}
