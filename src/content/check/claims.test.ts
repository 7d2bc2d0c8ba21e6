import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeCodes, type Locale } from '../../i18n/locales';
import { parseMdx } from '../unsafeMdx';
import { glossaries } from '../../data/glossary';
import { checkClaimWords, checkFileClaims, checkMessageClaims } from './claims';
import { readFrontmatter } from './frontmatter';

/** The claims of one MDX source, as check:content reads them. */
function claimsOf(file: string, source: string, locale: Locale = 'es'): string[] {
  const parsed = parseMdx(file, source);
  const tree = 'tree' in parsed ? parsed.tree : undefined;
  return checkFileClaims(file, locale, readFrontmatter(file, source), tree, source).map(
    (problem) => problem.text,
  );
}

const page = (frontmatter: string, body = '') =>
  `---\ntype: page\ntitle: "Una página de prueba"\n${frontmatter}\n---\n\n${body}\n`;

describe('the claims check', () => {
  it('refuses a plan-bound capability promised without its plan, and accepts it with its token or a plan that has it', () => {
    expect(claimsOf('a.mdx', page('', 'Métricas exportables por API.'))).toEqual([
      expect.stringMatching(/^a\.mdx:7:26: "API" promises apiExport, .*\{\{withApiExport\}\}/),
    ]);
    expect(claimsOf('a.mdx', page('', 'Métricas exportables por API {{withApiExport}}.'))).toEqual(
      [],
    );
    expect(claimsOf('a.mdx', page('', 'Con STUDIO+, métricas exportables por API.'))).toEqual([]);
    // A plan that does not include it does not count.
    expect(claimsOf('a.mdx', page('', 'Con STUDIO, métricas exportables por API.'))).toHaveLength(
      1,
    );
  });

  it('reads a card whole: its title may name what its text qualifies', () => {
    const cards = `blocks:\n  - kind: icon-cards\n    items:\n      - title: "Exportación por API"\n        description: "Tus datos en tus informes, {{withApiExport}}."`;
    expect(claimsOf('a.mdx', page(cards))).toEqual([]);
    const bare = cards.replace(', {{withApiExport}}', '');
    expect(claimsOf('a.mdx', page(bare))).toEqual([
      expect.stringContaining('field "blocks.0.items.0": "API" promises apiExport'),
    ]);
  });

  it('refuses an in-development capability presented as available, in every locale', () => {
    expect(claimsOf('a.mdx', page('', 'Sincroniza tus cursos con tu LMS.'))).toEqual([
      expect.stringContaining('"con tu LMS" presents lmsConnectors as available'),
    ]);
    expect(claimsOf('a.mdx', page('', 'Los conectores con tu LMS están en desarrollo.'))).toEqual(
      [],
    );
    expect(claimsOf('a.mdx', page('', 'Sync results to your LMS.'), 'en')).toHaveLength(1);
    expect(claimsOf('a.mdx', page('', 'Connecteurs LMS disponibles.'), 'fr')).toHaveLength(1);
  });

  it('refuses an available capability said to be in development', () => {
    expect(
      claimsOf('a.mdx', page('', 'La API de datos ({{withApiExport}}) está en desarrollo.')),
    ).toEqual([expect.stringContaining('"en desarrollo": src/data/capabilities.ts has apiExport')]);
  });

  it('checks a pricing plan’s own copy against that plan', () => {
    const pricing = (plan: string, text: string) =>
      `---\ntype: pricing\nplans:\n  ${plan}:\n    description: "${text}"\n---\n`;
    expect(claimsOf('p.mdx', pricing('studioPlus', 'Marca blanca y feedback con IA.'))).toEqual([]);
    expect(claimsOf('p.mdx', pricing('creator', 'Marca blanca y feedback con IA.'))).toEqual([
      expect.stringContaining('"Marca blanca": the creator plan\'s copy promises whiteLabel'),
      expect.stringContaining('"feedback con IA": the creator plan\'s copy promises aiFeedback'),
    ]);
  });

  it('refuses a typed trial length, and a plan’s trial token away from the plan’s name', () => {
    expect(claimsOf('a.mdx', page('', 'Tienes 15 días gratis.'))).toEqual([
      expect.stringContaining('"15 días gratis": a trial\'s length is a property of its plan'),
    ]);
    expect(claimsOf('a.mdx', page('', 'Pruébalo {{creatorTrialDays}} días.'))).toEqual([
      expect.stringContaining("{{creatorTrialDays}} is CREATOR's trial"),
    ]);
    expect(claimsOf('a.mdx', page('', 'CREATOR: prueba de {{creatorTrialDays}} días.'))).toEqual(
      [],
    );
    expect(claimsOf('a.mdx', page('', 'A 14-day free trial.'), 'en')).toHaveLength(1);
  });

  it('refuses a typed retention figure: one figure site-wide, from the data', () => {
    expect(claimsOf('a.mdx', page('', 'Hasta un 80 % más de retención.'))).toEqual([
      expect.stringContaining('the retention figure is {{retentionGain}}'),
    ]);
    expect(claimsOf('a.mdx', page('', 'Hasta un {{retentionGain}} % más de retención.'))).toEqual(
      [],
    );
  });
});

describe('a locale’s claim words', () => {
  const [other] = localeCodes.filter((locale) => locale !== 'es') as [Locale];
  it('are refused while a locale with pages lacks some, naming which', () => {
    const empty = { capabilities: {}, inDevelopment: [], trialLength: [], retention: ['x'] };
    const words = { ...glossaries, [other]: { ...glossaries[other], claims: empty } };
    const [problem, ...rest] = checkClaimWords([other], words);
    expect(rest).toEqual([]);
    expect(problem!.text).toMatch(
      new RegExp(
        `^src/data/glossary/${other}\\.ts:1: claims: no words for inDevelopment, trialLength, capabilities\\.`,
      ),
    );
    expect(checkClaimWords([], words)).toEqual([]);
  });

  it('are complete for every locale of the site', () => {
    expect(checkClaimWords(localeCodes)).toEqual([]);
  });
});

describe('the site’s own copy', () => {
  const root = process.cwd();
  const files = localeCodes.flatMap((locale) =>
    readdirSync(join(root, 'content', locale), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.mdx'))
      .map((name) => ({ locale, file: `content/${locale}/${name}` })),
  );

  it('has pages in every locale to read', () => {
    expect(files.length).toBeGreaterThanOrEqual(localeCodes.length * 20);
  });

  it(
    'contradicts the product data nowhere: every page and every UI string',
    { timeout: 60_000 },
    () => {
      const problems = files.flatMap(({ locale, file }) =>
        claimsOf(file, readFileSync(join(root, file), 'utf8'), locale),
      );
      expect([...problems, ...checkMessageClaims(root).map((p) => p.text)]).toEqual([]);
    },
  );

  it('is caught when a real page is made to contradict the data', () => {
    // Planted: the home page's LMS card without its data-driven badge (a body sentence), API
    // export sold with no plan, and the retired 80 % retention figure.
    const file = 'content/es/formacion-gamificada.mdx';
    const source = readFileSync(join(root, file), 'utf8');
    const planted = `${source}\nSincroniza tus resultados con tu LMS y expórtalos por API. Hasta un 80 % más de retención.\n`;
    const found = claimsOf(file, planted);
    expect(found).toEqual([
      expect.stringContaining('presents lmsConnectors as available'),
      expect.stringContaining('promises apiExport'),
      expect.stringContaining('the retention figure is {{retentionGain}}'),
    ]);
    const line = planted.split('\n').length - 1;
    for (const problem of found) expect(problem).toMatch(new RegExp(`^${file}:${line}:`));
  });
});
