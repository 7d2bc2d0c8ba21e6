import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  buildFresh,
  completeBuildFiles,
  type BuildStep,
} from '../../src/build/publishing/freshBuild';
import { distClient, projectRoot } from '../support/site';

// The real publish step (scripts/publish.ts) failing half-way, as `npm run build` runs it: on
// the pre-rendered pages of this build, without the files publishing adds, and one page holding a
// script the site does not write. Before, such a failure left every page in dist/client with no
// _headers, _redirects or sitemap, beside the previous build's nginx block.
const published = /(^|\/)(_headers|_redirects|sitemap\.xml|robots\.txt|rss\.xml)$/;
const prerendered: BuildStep = {
  name: 'pre-rendered pages',
  command: process.execPath,
  args: [
    '-e',
    `const { cpSync, readFileSync, writeFileSync } = require('node:fs');
     const { join } = require('node:path');
     const client = join(process.env.BUILD_OUT_DIR, 'client');
     cpSync(${JSON.stringify(distClient)}, client, { recursive: true, filter: (f) => !${published}.test(f) });
     const page = join(client, 'pricing/index.html');
     writeFileSync(page, readFileSync(page, 'utf8').replace('</body>', '<script>fetch("//evil.example")</script></body>'));`,
  ],
};
const publish: BuildStep = {
  name: 'publish',
  command: join(projectRoot, 'node_modules/.bin/tsx'),
  args: ['scripts/publish.ts'],
};

describe('a publish step that fails leaves nothing deployable', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'fail-closed-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const target = join(scratch, 'dist');
  const build = () =>
    buildFresh({
      target,
      steps: [prerendered, publish],
      required: completeBuildFiles,
      cwd: projectRoot,
      quiet: true,
    });

  it('a page the publish step refuses: the step fails, naming it, and no output is left', async () => {
    // A previous, complete build: no longer what the sources say.
    mkdirSync(join(target, 'client'), { recursive: true });
    writeFileSync(join(target, 'client/index.html'), 'previous');
    const result = await build();
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.reason).toMatch(/^publish failed \(exit 1\)/);
    expect(result.reason).toContain('Pages or SVG files hold markup that the site does not write');
    expect(result.reason).toContain('pricing/index.html');
    expect(existsSync(target), 'the previous build is gone too').toBe(false);
    expect(existsSync(`${target}.partial`)).toBe(false);
    // A copy of the whole build and the publish step's scan of it: beside the browser runs on two
    // cores, it once took longer than the project's 60 s.
  }, 180_000);
});
