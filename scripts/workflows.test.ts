import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// GitHub's workflow schema, checked offline by @action-validator/cli (`npm run check:workflows`).
const root = resolve(import.meta.dirname, '..');
const validator = join(root, 'node_modules/.bin/action-validator');
const validate = (file: string) => spawnSync(validator, [file], { encoding: 'utf8' });
const workflows = join(root, '.github/workflows');

describe('GitHub Actions workflows', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'workflows-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  for (const file of readdirSync(workflows).filter((f) => /\.ya?ml$/.test(f))) {
    it(`${file} follows the workflow schema`, () => {
      const result = validate(join(workflows, file));
      expect(result.stdout + result.stderr).toBe('');
      expect(result.status).toBe(0);
    });
  }

  it('the validator refuses a step with an unknown key', () => {
    const broken = join(scratch, 'broken.yml');
    writeFileSync(
      broken,
      'on: pull_request\njobs:\n  a:\n    runs-on: ubuntu-24.04\n    steps:\n      - run: true\n        wrong: 1\n',
    );
    const result = validate(broken);
    expect(result.status).toBe(1);
    expect(result.stdout + result.stderr).toContain("Additional property 'wrong' is not allowed");
  });
});
