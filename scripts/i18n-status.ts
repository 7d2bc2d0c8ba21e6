// `npm run i18n:status [-- --markdown]`: which page exists in which locale, and which UI strings
// each locale lacks. Exits 1 when anything is missing, so CI and pull requests can show it.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { localeCodes, type Locale } from '../src/i18n/locales';
import { routeFromContentPath } from '../src/i18n/urls';

function mdxFiles(root: string, locale: Locale): string[] {
  try {
    return readdirSync(join(root, 'content', locale), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.mdx'))
      .map((file) => file.split('\\').join('/'));
  } catch {
    return [];
  }
}

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

/** The status table and summary; `code` is 1 when a page file or a UI string is missing. */
export function i18nStatus(
  root: string,
  { markdown = false } = {},
): { code: number; output: string } {
  const lines: string[] = [];
  const files = Object.fromEntries(
    localeCodes.map((l) => [l, new Set(mdxFiles(root, l))]),
  ) as Record<Locale, Set<string>>;
  const allFiles = [...new Set(localeCodes.flatMap((l) => [...files[l]]))].sort();
  const rows = allFiles.map((file) => ({
    route: routeFromContentPath(file),
    present: localeCodes.map((l) => files[l].has(file)),
  }));

  const keys = Object.fromEntries(
    localeCodes.map((l) => [
      l,
      new Set(keysOf(JSON.parse(readFileSync(join(root, `src/i18n/messages/${l}.json`), 'utf8')))),
    ]),
  ) as Record<Locale, Set<string>>;
  const allKeys = [...new Set(localeCodes.flatMap((l) => [...keys[l]]))].sort();
  const missingKeys = Object.fromEntries(
    localeCodes.map((l) => [l, allKeys.filter((k) => !keys[l].has(k))]),
  );

  const missingPages = rows.reduce((sum, row) => sum + row.present.filter((p) => !p).length, 0);
  const missingStrings = localeCodes.reduce((sum, l) => sum + missingKeys[l]!.length, 0);
  const mark = (present: boolean) => (present ? '✓' : '✗ missing');

  if (markdown) {
    lines.push(
      `### Translation status\n\n| Page | ${localeCodes.join(' | ')} |\n|---|${localeCodes.map(() => '---').join('|')}|`,
    );
    for (const row of rows)
      lines.push(`| \`${row.route}\` | ${row.present.map(mark).join(' | ')} |`);
    lines.push(`\n**UI strings:** ${allKeys.length} keys.`);
    for (const l of localeCodes) {
      const missing = missingKeys[l]!;
      lines.push(
        `- \`${l}\`: ${missing.length ? `missing ${missing.map((k) => `\`${k}\``).join(', ')}` : 'complete'}`,
      );
    }
  } else {
    const width = Math.max(...rows.map((row) => row.route.length), 4);
    lines.push(`${'Page'.padEnd(width)}  ${localeCodes.map((l) => l.padEnd(10)).join('')}`);
    for (const row of rows) {
      lines.push(
        `${row.route.padEnd(width)}  ${row.present.map((p) => mark(p).padEnd(10)).join('')}`,
      );
    }
    lines.push(`\nUI strings: ${allKeys.length} keys`);
    for (const l of localeCodes) {
      const missing = missingKeys[l]!;
      lines.push(`  ${l}: ${missing.length ? `missing ${missing.join(', ')}` : 'complete'}`);
    }
  }
  const summary = `${rows.length} pages × ${localeCodes.length} locales: ${missingPages} page files and ${missingStrings} UI strings missing`;
  lines.push(`\n${summary}`);
  return { code: missingPages || missingStrings ? 1 : 0, output: `${lines.join('\n')}\n` };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { code, output } = i18nStatus(process.cwd(), {
    markdown: process.argv.includes('--markdown'),
  });
  process.stdout.write(output);
  process.exit(code);
}
