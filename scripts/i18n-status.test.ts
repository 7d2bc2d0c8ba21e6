import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { i18nStatus } from './i18n-status';

const root = resolve(import.meta.dirname, '..');

const run = (cwd: string, ...args: string[]) =>
  i18nStatus(cwd, { markdown: args.includes('--markdown') });

describe('npm run i18n:status', () => {
  const copy = mkdtempSync(join(tmpdir(), 'i18n-status-'));
  cpSync(join(root, 'content'), join(copy, 'content'), { recursive: true });
  cpSync(join(root, 'src/i18n/messages'), join(copy, 'src/i18n/messages'), { recursive: true });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('passes on the real content', () => {
    const { code, output } = run(root);
    expect(code).toBe(0);
    expect(output).toContain('0 page files and 0 UI strings missing');
  });

  it('names a missing page and a missing UI string, and exits 1', () => {
    rmSync(join(copy, 'content/fr/pricing.mdx'));
    const messages = JSON.parse(readFileSync(join(copy, 'src/i18n/messages/en.json'), 'utf8'));
    delete messages.loading;
    writeFileSync(join(copy, 'src/i18n/messages/en.json'), JSON.stringify(messages));
    const { code, output } = run(copy);
    expect(code).toBe(1);
    expect(output).toMatch(/\/pricing\s+✓\s+✓\s+✗ missing/);
    expect(output).toContain('en: missing loading');
    const markdown = run(copy, '--markdown').output;
    expect(markdown).toContain('| `/pricing` | ✓ | ✓ | ✗ missing |');
    expect(markdown).toContain('- `en`: missing `loading`');
  });
});
