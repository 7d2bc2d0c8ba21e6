import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localeCodes } from '../../src/i18n/locales';
import { copyProject } from '../support/projectCopy';

/**
 * The content check and the build refuse the same faults with the same words: each fault below
 * once passed `npm run check:content` and then made a component throw at pre-render ("run
 * check:content"), or was published as it was. On a copy of the project, with all of them in,
 * the check names each with its file and line, and the build stops before rendering anything,
 * printing the check's lines.
 */

const article = 'blog/gamificacion-en-la-formacion-corporativa.mdx';
/** The line of an article's `date:` in a locale, as the repository has it. */
const dateLine = (locale: string) =>
  readFileSync(`content/${locale}/${article}`, 'utf8')
    .split('\n')
    .findIndex((line) => line.startsWith('date:')) + 1;
let copy = '';
let checked: string[] = [];
let build = { status: 0 as number | null, output: '' };

function edit(file: string, change: (source: string) => string) {
  const path = join(copy, file);
  const before = readFileSync(path, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`${file}: the fault was not written`);
  writeFileSync(path, after);
}

const run = (args: string[]) => {
  const result = spawnSync(process.execPath, args, {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production', NO_COLOR: '1' },
    timeout: 240_000,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
};

beforeAll(() => {
  copy = copyProject('ludiqo-faults-');
  edit('content/en/condiciones-legales.mdx', (s) =>
    s.replace(/<SiteValue name="\w+"/, '<SiteValue name="legalNam"'),
  );
  edit(`content/en/${article}`, (s) => s.replace('<Callout tone="tip"', '<Callout tone="danger"'));
  edit(`content/es/${article}`, (s) =>
    s
      .replace(/<FounderBio name="[^"]*" /, '<FounderBio ')
      .replace(/^date: .*$/m, 'date: 2099-01-01'),
  );
  edit(`content/fr/${article}`, (s) => s.replace(/^date: .*$/m, 'date: 2026-02-30'));
  edit('content/fr/games/simulador-ventas.mdx', (s) => s.replace(/^card:\n(?: {2}.*\n)+/m, ''));
  edit('content/es/privacy-policy.mdx', (s) => s.replace(/^to: .*$/m, 'to: //evil.example/login'));
  edit('src/i18n/messages/es.json', (s) => s.replace('"Experiencias', '"\u202eExperiencias'));
  edit('src/data/pricing.ts', (s) => s.replace('priceMonthly: 79,', 'priceMonthly: -79,'));
  for (const locale of localeCodes) {
    writeFileSync(
      join(copy, `content/${locale}/guía.mdx`),
      readFileSync(join(copy, `content/${locale}/politica-cookies.mdx`), 'utf8'),
    );
  }
  // The check's own words, from the copy's sources (its data and messages included).
  writeFileSync(
    join(copy, 'check.ts'),
    "import { collectContent } from './src/content/collect';\nconsole.log(JSON.stringify(collectContent(process.cwd()).problems));\n",
  );
  const check = run([join(copy, 'node_modules/tsx/dist/cli.mjs'), 'check.ts']);
  checked = JSON.parse(
    check.output
      .trim()
      .split('\n')
      .find((line) => line.startsWith('['))!,
  );
  build = run([join(copy, 'node_modules/vike/bin.js'), 'build']);
}, 300_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('check fails ⇔ build refuses, with the same file and line', () => {
  const faults: [string, RegExp][] = [
    [
      'an unknown SiteValue',
      /^content\/en\/condiciones-legales\.mdx:\d+:\d+: prop name="legalNam" on <SiteValue>/,
    ],
    [
      'a Callout tone with no style',
      /^content\/en\/blog\/\S+\.mdx:\d+:\d+: prop tone="danger" on <Callout>/,
    ],
    [
      'a FounderBio with no name',
      /^content\/es\/blog\/\S+\.mdx:\d+:\d+: <FounderBio> needs the prop name/,
    ],
    [
      'an article dated after the build',
      new RegExp(
        `^content/es/blog/\\S+\\.mdx:${dateLine('es')}:7: field "date": 2099-01-01 is after the day of the build`,
      ),
    ],
    [
      'a date that is no day',
      new RegExp(
        `^content/fr/blog/\\S+\\.mdx:${dateLine('fr')}:7: field "date": 2026-02-30 is not a day of the calendar`,
      ),
    ],
    [
      'an accented file name',
      /^content\/es\/guía\.mdx:1: file name "guía\.mdx" is not a lower-case ASCII slug/,
    ],
    [
      'a listed page with no card',
      /^content\/fr\/games\/simulador-ventas\.mdx:2: field "type": a page under \/games\/ is listed on \/games: add a card/,
    ],
    [
      'an open redirect',
      /^content\/es\/privacy-policy\.mdx:\d+:\d+: field "to": a protocol-relative address/,
    ],
    [
      'a bidi control in a UI string',
      /^src\/i18n\/messages\/es\.json:3:17: invisible bidi control U\+202E/,
    ],
    [
      'a negative price',
      /^src\/data\/pricing\.ts:\d+: creator\.priceMonthly is -79; a price is above 0/,
    ],
  ];

  for (const [fault, pattern] of faults) {
    it(`the check names ${fault}`, () => {
      expect(checked, checked.join('\n')).toContainEqual(expect.stringMatching(pattern));
    });
  }

  it('the build refuses before rendering, printing every line of the check', () => {
    expect(build.status, build.output).not.toBe(0);
    for (const problem of checked) expect(build.output).toContain(problem);
    expect(build.output).not.toMatch(/pre-rendering|run `npm run check:content`/);
  });
});
