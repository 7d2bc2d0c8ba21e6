import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize, relative, resolve } from 'node:path';
import GithubSlugger from 'github-slugger';
import { describe, expect, it } from 'vitest';

// Docs that stay true: every command, repository path and link the README and docs/*.md name
// must exist, so a renamed script, file or heading fails here instead of misleading a reader.
const root = resolve(import.meta.dirname, '..');

/**
 * Vite's `publicDir`, which the build and the content check read: every file the site serves as
 * it is goes there, and it is empty while none does (the favicon and illustrations are drawn from
 * the palette). Git holds no empty folder.
 */
const foldersMaybeEmpty = new Set(['public']);

const docFiles = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

interface Repository {
  /** Tracked files and files git does not ignore, relative to the root. */
  files: string[];
  scripts: Record<string, string>;
  vitestProjects: string[];
  /** A Markdown file's text, by path from the root, or undefined when it does not exist. */
  read: (path: string) => string | undefined;
}

function repository(): Repository {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  const files = listed.split('\0').filter((file) => file && existsSync(join(root, file)));
  const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const vitestConfig = readFileSync(join(root, 'vitest.config.ts'), 'utf8');
  return {
    files,
    scripts: packageJson.scripts,
    vitestProjects: [...vitestConfig.matchAll(/\bname: '([^']+)'/g)].map((match) => match[1]!),
    read: (path) =>
      existsSync(join(root, path)) ? readFileSync(join(root, path), 'utf8') : undefined,
  };
}

// The folders and top-level files a doc may name; anything else in code (a URL, an output
// folder such as `dist/`, an example value) is not a repository path.
const topFolders = [
  '.ci',
  '.github',
  'content',
  'docs',
  'pages',
  'public',
  'scripts',
  'src',
  'tests',
];
const topFiles = [
  'package.json',
  'package-lock.json',
  'netlify.toml',
  'tsconfig.json',
  'eslint.config.js',
  'vite.config.ts',
  'vitest.config.ts',
  'playwright.config.ts',
  'README.md',
];
const pathPattern = new RegExp(
  String.raw`(?<![\w./<>-])((?:${topFolders.map((f) => f.replace('.', '\\.')).join('|')})(?:/(?:\{[^}\s]*\}|[^\s\`'"(),;|{])*)?|(?:${topFiles.map((f) => f.replace(/\./g, '\\.')).join('|')}))(?![\w/-])`,
  'g',
);

/** A path as written, placeholders included (`content/<locale>/<route>.mdx`), as a pattern. */
function pathRegExp(path: string): RegExp {
  const source = path
    .split(/(<[^>]+>|\*|…)/)
    .map((part, index) => (index % 2 === 0 ? part.replace(/[.+?^${}()|[\]\\]/g, '\\$&') : '.+'))
    .join('');
  return new RegExp(`^${source}(?:/.*)?$`);
}

/** `messages/{es,en}.json` → `messages/es.json`, `messages/en.json`: each must exist. */
function expandBraces(path: string): string[] {
  const match = /\{([^}]*)\}/.exec(path);
  if (!match) return [path];
  const [before, after] = [path.slice(0, match.index), path.slice(match.index + match[0].length)];
  return match[1]!.split(',').flatMap((choice) => expandBraces(before + choice + after));
}

/** `content/en/pricing.mdx:12:5:` → `content/en/pricing.mdx`; a folder's slash and trailing punctuation go. */
const cleanPath = (path: string) =>
  path
    .replace(/(?::\d+)+:?$/, '')
    .replace(/[.:]+$/, '')
    .replace(/\/$/, '');

/**
 * Fenced code blocks and inline code spans, and the prose with both taken out. A ```text block is
 * what a command prints, which may name files the reader has yet to make: it is not read.
 */
function split(markdown: string): { code: string[]; prose: string } {
  const code: string[] = [];
  const withoutFences = markdown.replace(
    /^(```|~~~)([^\n]*)\n([\s\S]*?)^\1\s*$/gm,
    (_, _fence, info: string, body: string) => {
      if (info.trim() !== 'text') code.push(body);
      return '';
    },
  );
  const prose = withoutFences.replace(/(`+)([\s\S]*?[^`])\1(?!`)/g, (_, _ticks, body: string) => {
    code.push(body);
    return '';
  });
  return { code, prose };
}

function headingIds(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  const withoutFences = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1\s*$/gm, '');
  return new Set(
    [...withoutFences.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)].map((match) =>
      slugger.slug(match[1]!),
    ),
  );
}

/** What a doc names that does not exist, one readable line each. */
function docProblems(doc: string, markdown: string, repo: Repository): string[] {
  const problems: string[] = [];
  const { code, prose } = split(markdown);
  const allText = `${code.join('\n')}\n${prose}`;

  for (const [, name] of allText.matchAll(/\bnpm run(?: --silent| -s)? ([\w:.-]+)/g)) {
    if (!(name! in repo.scripts))
      problems.push(`${doc}: \`npm run ${name}\`: no such script in package.json`);
  }
  for (const [, name] of allText.matchAll(/\bnpm (start|test)\b/g)) {
    if (!(name! in repo.scripts))
      problems.push(`${doc}: \`npm ${name}\`: no such script in package.json`);
  }
  for (const [, quoted] of allText.matchAll(/\bvitest run --project (\S+)/g)) {
    const project = pathRegExp(quoted!.replace(/^['"]|['"]$/g, ''));
    if (!repo.vitestProjects.some((name) => project.test(name))) {
      problems.push(`${doc}: \`--project ${quoted}\`: no such Vitest project in vitest.config.ts`);
    }
  }
  // A command written in the prose, outside code (in code, the path check below reads it).
  for (const [, script] of prose.matchAll(
    /\b(?:tsx|node(?: --import tsx)?) ([\w./-]+\.(?:ts|mjs|js))\b/g,
  )) {
    if (!repo.files.includes(normalize(script!)))
      problems.push(`${doc}: \`${script}\`: no such file`);
  }

  for (const text of code) {
    for (const [written] of text.matchAll(pathPattern)) {
      for (const path of expandBraces(cleanPath(written))) {
        const pattern = pathRegExp(path);
        if (foldersMaybeEmpty.has(path.replace(/\/$/, ''))) continue;
        if (!repo.files.some((file) => pattern.test(file))) {
          problems.push(`${doc}: \`${path}\`: no such file or folder in the repository`);
        }
      }
    }
  }

  for (const [, target] of prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    if (/^[a-z][a-z+.-]*:/i.test(target!)) continue; // https:, mailto:
    const [file, anchor] = target!.split('#') as [string, string | undefined];
    if (file.startsWith('/')) {
      problems.push(`${doc}: link ${target}: a link between docs is relative`);
      continue;
    }
    if (!file) {
      if (anchor !== undefined && !headingIds(markdown).has(anchor)) {
        problems.push(`${doc}: link ${target}: no heading #${anchor} here`);
      }
      continue;
    }
    const path = relative(root, resolve(root, dirname(doc), file));
    if (path.startsWith('..')) {
      problems.push(`${doc}: link ${target}: leads out of the repository`);
      continue;
    }
    const exists = repo.files.some((listed) => listed === path || listed.startsWith(`${path}/`));
    if (!exists) {
      problems.push(`${doc}: link ${target}: ${path} does not exist`);
      continue;
    }
    if (
      anchor !== undefined &&
      path.endsWith('.md') &&
      !headingIds(repo.read(path) ?? '').has(anchor)
    ) {
      problems.push(`${doc}: link ${target}: ${path} has no heading #${anchor}`);
    }
  }
  return problems;
}

describe('docs name only what exists', () => {
  const repo = repository();

  for (const doc of docFiles) {
    it(`${doc}: every command, path and link exists`, () => {
      expect(docProblems(doc, readFileSync(join(root, doc), 'utf8'), repo)).toEqual([]);
    });
  }

  it('names each missing script, project, file, folder, page and heading', () => {
    const doc = [
      '# Title',
      'Run `npm run no-such-script`, `npx vitest run --project nope` and `npx tsx scripts/nope.ts`.',
      'Read `src/no-such-folder/`, `content/<locale>/no-such-page.mdx:3:1` and `src/i18n/typography.ts`,',
      '`src/i18n/messages/{es,en}.json` and `src/i18n/messages/{es,xx}.json`.',
      '```bash',
      'npm run check   # exists',
      'node scripts/missing.mjs',
      '```',
      'See [a page](no-such-page.md), [a heading](../README.md#no-such-heading), [here](#title),',
      '[nowhere](#nowhere), run node scripts/also-missing.mjs,',
      '[the map](../README.md#folders) and [a locale](adding-a-locale.md).',
    ].join('\n');
    expect(docProblems('docs/x.md', doc, repo).sort()).toEqual(
      [
        'docs/x.md: `npm run no-such-script`: no such script in package.json',
        'docs/x.md: `--project nope`: no such Vitest project in vitest.config.ts',
        'docs/x.md: `src/no-such-folder`: no such file or folder in the repository',
        'docs/x.md: `content/<locale>/no-such-page.mdx`: no such file or folder in the repository',
        'docs/x.md: `src/i18n/messages/xx.json`: no such file or folder in the repository',
        'docs/x.md: `scripts/missing.mjs`: no such file or folder in the repository',
        'docs/x.md: `scripts/nope.ts`: no such file or folder in the repository',
        'docs/x.md: link no-such-page.md: docs/no-such-page.md does not exist',
        'docs/x.md: link ../README.md#no-such-heading: README.md has no heading #no-such-heading',
        'docs/x.md: link #nowhere: no heading #nowhere here',
        'docs/x.md: `scripts/also-missing.mjs`: no such file',
      ].sort(),
    );
  });
});
