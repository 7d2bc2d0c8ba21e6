import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { localeCodes } from '../src/i18n/locales';
import { i18nStatus } from './i18n-status';
import { translatedLocales } from './i18n/freshness';

const root = resolve(import.meta.dirname, '..');

const run = (cwd: string, ...args: string[]) =>
  i18nStatus(cwd, {
    format: args.includes('--markdown') ? 'markdown' : args.includes('--json') ? 'json' : 'table',
    failOnOutdated: args.includes('--fail-on=outdated'),
  });

describe('npm run i18n:status', () => {
  const copy = mkdtempSync(join(tmpdir(), 'i18n-status-'));
  cpSync(join(root, 'content'), join(copy, 'content'), { recursive: true });
  cpSync(join(root, 'src/i18n/messages'), join(copy, 'src/i18n/messages'), { recursive: true });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('passes on the real content', () => {
    const { code, output } = run(root);
    expect(code).toBe(0);
    expect(output).toContain('0 page files missing');
    expect(output).toContain('0 UI strings missing');
  });

  it("shows each translation's URL, from its slug and its parent's", () => {
    const { report, output } = run(copy);
    const article = report.pages.find((page) => page.file.startsWith('blog/'))!;
    const read = (locale: string, file: string) =>
      /^slug: (.+)$/m.exec(readFileSync(join(copy, 'content', locale, file), 'utf8'))![1];
    for (const locale of translatedLocales) {
      const url = `/${locale}/${read(locale, 'blog.mdx')}/${read(locale, article.file)}/`;
      expect(article.urls[locale]).toBe(url);
      expect(output).toContain(url);
    }
    expect(article.urls.es).toBe(`${article.route}/`);
  });

  it('names a missing page and a missing UI string, and exits 1', () => {
    rmSync(join(copy, 'content/fr/pricing.mdx'));
    const messages = JSON.parse(readFileSync(join(copy, 'src/i18n/messages/en.json'), 'utf8'));
    delete messages.loading;
    writeFileSync(join(copy, 'src/i18n/messages/en.json'), JSON.stringify(messages));
    const { code, output } = run(copy);
    expect(code).toBe(1);
    expect(output).toMatch(/\/pricing\s+✓\s+\? unknown\s+✗ missing/);
    expect(output).toContain('No git history here');
    expect(output).toContain('en: missing loading');
    const markdown = run(copy, '--markdown').output;
    expect(markdown).toContain('| `/pricing` | ✓ | ? unknown | ✗ missing | `/en/pricing/` |');
    expect(markdown).toContain('- `en`: missing `loading`');
  });
});

/** A git repository in a temp dir with one page in three locales and the real UI strings. */
function fixtureRepo() {
  const dir = mkdtempSync(join(tmpdir(), 'i18n-fresh-'));
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: 'Test',
    GIT_AUTHOR_EMAIL: 'test@example.com',
    GIT_COMMITTER_NAME: 'Test',
    GIT_COMMITTER_EMAIL: 'test@example.com',
  };
  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  const commit = (message: string) => {
    git(dir, 'add', '-A');
    git(dir, '-c', 'commit.gpgsign=false', 'commit', '-q', '-m', message);
    return git(dir, 'rev-parse', '--short=7', 'HEAD').trim();
  };
  git(dir, 'init', '-q', '-b', 'main');
  cpSync(join(root, 'src/i18n/messages'), join(dir, 'src/i18n/messages'), { recursive: true });
  for (const locale of localeCodes) {
    write(`content/${locale}/pricing.mdx`, `---\ntitle: Pricing (${locale})\n---\n`);
  }
  commit('Pricing in three locales');
  return { dir, git, write, commit };
}

const states = (dir: string, file = 'pricing.mdx') => {
  const page = run(dir).report.pages.find((p) => p.file === file)!;
  return { en: page.translations.en.status, fr: page.translations.fr.status };
};

describe('translation freshness from git history', () => {
  const repo = fixtureRepo();
  const clones: string[] = [];
  afterAll(() => {
    for (const dir of [repo.dir, ...clones]) rmSync(dir, { recursive: true, force: true });
  });

  it('is complete when every locale was committed together', () => {
    expect(states(repo.dir)).toEqual({ en: 'complete', fr: 'complete' });
  });

  it('marks the translations outdated when the Spanish source changes after them', () => {
    repo.write('content/es/pricing.mdx', '---\ntitle: Precios y planes\n---\n');
    const change = repo.commit('Pricing: a new title');
    expect(states(repo.dir)).toEqual({ en: 'outdated', fr: 'outdated' });
    const { code, output } = run(repo.dir, '--fail-on=outdated');
    expect(code).toBe(1);
    expect(output).toContain(`⚠ outdated (${change})`);
    expect(run(repo.dir).code).toBe(0);
    const json = JSON.parse(run(repo.dir, '--json').output);
    expect(json.pages[0].translations.en).toMatchObject({
      status: 'outdated',
      sourceCommits: [change],
    });
    expect(run(repo.dir, '--markdown').output).toContain(
      `| \`/pricing\` | ✓ | ⚠ outdated (\`${change}\`) | ⚠ outdated (\`${change}\`) |`,
    );
  });

  it('makes a translation complete again once it is updated', () => {
    repo.write('content/en/pricing.mdx', '---\ntitle: Pricing and plans\n---\n');
    repo.commit('Pricing: the new title in English');
    expect(states(repo.dir)).toEqual({ en: 'complete', fr: 'outdated' });
    repo.write('content/fr/pricing.mdx', '---\ntitle: Tarifs et offres\n---\n');
    repo.commit('Pricing: the new title in French');
    expect(states(repo.dir)).toEqual({ en: 'complete', fr: 'complete' });
  });

  it('keeps them complete when the source change carries the no-translation trailer', () => {
    repo.write('content/es/pricing.mdx', '---\ntitle: Precios y planes.\n---\n');
    repo.commit('Pricing: a typo\n\ni18n: no-translation-needed');
    expect(states(repo.dir)).toEqual({ en: 'complete', fr: 'complete' });
    expect(run(repo.dir, '--fail-on=outdated').code).toBe(0);
  });

  it('says what a shallow clone cannot know, and still decides what it can', () => {
    const shallow = mkdtempSync(join(tmpdir(), 'i18n-shallow-'));
    clones.push(shallow);
    repo.git(shallow, 'clone', '-q', '--depth', '1', `file://${repo.dir}`, '.');
    expect(states(shallow)).toEqual({ en: 'unknown', fr: 'unknown' });
    expect(run(shallow).output).toContain('Shallow clone: 2 translations predate the fetched');
    expect(run(shallow).code).toBe(0);
    expect(run(shallow, '--fail-on=outdated').code).toBe(1);

    repo.write('content/es/pricing.mdx', '---\ntitle: Precios, planes\n---\n');
    repo.commit('Pricing: another title');
    repo.git(shallow, 'fetch', '-q', '--depth', '1', 'origin', 'main');
    repo.git(shallow, 'reset', '-q', '--hard', 'FETCH_HEAD');
    expect(states(shallow)).toEqual({ en: 'unknown', fr: 'unknown' });
    repo.git(shallow, 'fetch', '-q', '--deepen', '1', 'origin', 'main');
    // The source change is now inside the history and the translations before it.
    expect(states(shallow)).toEqual({ en: 'outdated', fr: 'outdated' });
  });
});
