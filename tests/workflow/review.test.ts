import { execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { chromiumPath } from '../../scripts/chromium';
import { buildKey } from '../../scripts/review/builds';
import { collectContent } from '../../src/content/collect';
import { contentFile } from '../../src/content/contentFile';
import { localizePath } from '../../src/i18n/urls';

// `.github/workflows/review.yml` as GitHub runs it on a pull request, read from the file: each
// `run:` step in order, in bash as the runner starts it, on a fresh clone of this repository with
// a base branch and a pull request that changes a page. GitHub's variables are stubbed
// (GITHUB_OUTPUT, GITHUB_BASE_REF, the `github` context…) and `gh` records the comment it would
// post. `actions/*` steps are emulated: checkout is the clone (whole history), setup-node the
// running Node, cache restores `.review-cache` holding this run's build of the base commit, so
// the review builds one side (the pull request), as on a second push; upload-artifact checks
// that its path exists. Anything else in the workflow fails this test until it is emulated here.

const projectRoot = join(import.meta.dirname, '../..');
const workflowFile = join(projectRoot, '.github/workflows/review.yml');
const dist = join(projectRoot, 'dist');

interface Step {
  name?: string;
  id?: string;
  if?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}

/** The `github` context of a pull request from a branch of the same repository. */
function githubContext(baseRef: string, baseSha: string, sha: string) {
  const repository = 'ludiqo/site';
  return {
    repository,
    base_ref: baseRef,
    head_ref: 'content-change',
    sha,
    token: 'stub-token',
    event_name: 'pull_request',
    event: {
      pull_request: {
        number: 34,
        base: { sha: baseSha, ref: baseRef },
        head: { ref: 'content-change', repo: { full_name: repository } },
      },
    },
  };
}

/**
 * GitHub's expressions as this workflow uses them: context paths, quoted strings, `==` and `!=`.
 * Anything else throws, so a new kind of expression is noticed here, not passed over.
 */
function evaluate(expression: string, context: Record<string, unknown>): string {
  const value = (term: string): string => {
    const text = term.trim();
    const quoted = /^'((?:[^']|'')*)'$/.exec(text);
    if (quoted) return quoted[1]!.replaceAll("''", "'");
    if (!/^[a-z_][\w-]*(\.[\w-]+)*$/i.test(text))
      throw new Error(`Unsupported expression "${expression}"`);
    const found = text
      .split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], context);
    if (found === undefined) throw new Error(`"${text}" is not in the emulated context`);
    return String(found);
  };
  const comparison = /^(.*?)(==|!=)(.*)$/.exec(expression);
  if (!comparison) return value(expression);
  const equal = value(comparison[1]!) === value(comparison[3]!);
  return String(comparison[2] === '==' ? equal : !equal);
}

const substitute = (text: string, context: Record<string, unknown>) =>
  text.replace(/\$\{\{(.*?)\}\}/g, (_, expression: string) => evaluate(expression, context));

/** `name=value` lines and `name<<DELIMITER` blocks, as the runner reads GITHUB_OUTPUT. */
function readOutputs(file: string): Record<string, string> {
  const lines = readFileSync(file, 'utf8').split('\n');
  const outputs: Record<string, string> = {};
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const block = /^([^=<]+)<<(.+)$/.exec(line);
    if (block) {
      const end = lines.indexOf(block[2]!, i + 1);
      outputs[block[1]!] = lines.slice(i + 1, end).join('\n');
      i = end;
    } else if (line.includes('=')) {
      outputs[line.slice(0, line.indexOf('='))] = line.slice(line.indexOf('=') + 1);
    }
  }
  return outputs;
}

function bash(script: string, cwd: string, env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; output: string }>((done) => {
    // How the runner starts a `run:` step on Linux.
    const child = spawn('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', script], {
      cwd,
      env,
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => done({ code, output }));
  });
}

const minutes = 60_000;

describe('the pull-request workflow, run as written', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'review-workflow-'));
  const clone = join(scratch, 'repository');
  const stubs = join(scratch, 'bin');
  const ghCalls = join(scratch, 'gh-calls.json');
  const baseRef = 'review-base';
  const results: {
    step: string;
    code: number | null;
    output: string;
    skipped?: boolean;
    seconds?: number;
  }[] = [];
  let changedUrl = '';

  // The clone's node_modules is tens of thousands of files: deleting them took over two minutes
  // on the busy shared disk, so they go in the background, after the test.
  afterAll(() => {
    spawn('rm', ['-rf', scratch], { detached: true, stdio: 'ignore' }).unref();
  });

  beforeAll(async () => {
    if (!existsSync(join(dist, 'client/index.html')))
      throw new Error('No dist/: the test reuses the build of `npm run build` as the base side');
    const git = (...args: string[]) =>
      execFileSync('git', ['-C', clone, ...args], { encoding: 'utf8' }).trim();
    execFileSync('git', ['clone', '--quiet', projectRoot, clone]);
    const identity = ['-c', 'user.name=Writer', '-c', 'user.email=writer@example.com'];
    // The base branch, as a runner's checkout has it: a remote branch.
    git('update-ref', `refs/remotes/origin/${baseRef}`, 'HEAD');
    const baseSha = git('rev-parse', 'HEAD');
    // The pull request: one sentence more on a page with a Markdown body.
    const { entries } = collectContent(clone);
    const changed = entries.find((entry) => entry.type === 'legal')!;
    changedUrl = localizePath(changed.route, 'es');
    const file = join(clone, contentFile('es', changed.route));
    writeFileSync(file, `${readFileSync(file, 'utf8')}\nUna frase nueva para la revisión.\n`);
    git('checkout', '--quiet', '-b', 'content-change');
    git(...identity, 'commit', '--quiet', '-am', 'A new sentence');
    // What actions/checkout checks out for a pull request: its merge into the base.
    git('checkout', '--quiet', '--detach', `origin/${baseRef}`);
    git(...identity, 'merge', '--quiet', '--no-ff', '-m', 'Merge content-change', 'content-change');
    const sha = git('rev-parse', 'HEAD');

    // `gh` records what it was asked and the comment body it would post.
    mkdirSync(stubs);
    writeFileSync(
      join(stubs, 'gh'),
      `#!/usr/bin/env node
const { readFileSync, writeFileSync } = require('node:fs');
const args = process.argv.slice(2);
const at = args.indexOf('--body-file');
writeFileSync(${JSON.stringify(ghCalls)}, JSON.stringify({ args, token: process.env.GH_TOKEN, body: at >= 0 ? readFileSync(args[at + 1], 'utf8') : null }));
`,
    );
    chmodSync(join(stubs, 'gh'), 0o755);

    const workflow = parse(readFileSync(workflowFile, 'utf8'));
    const jobs = Object.values(workflow.jobs) as { env?: Record<string, string>; steps: Step[] }[];
    expect(jobs).toHaveLength(1);
    const job = jobs[0]!;
    const context: Record<string, unknown> = {
      github: githubContext(baseRef, baseSha, sha),
      steps: {},
    };
    // The runner ships Google Chrome at the job's CHROMIUM_PATH; this machine has Chromium.
    expect(job.env?.CHROMIUM_PATH).toBeTruthy();
    const jobEnv = { ...job.env, CHROMIUM_PATH: chromiumPath };
    const runnerEnv: NodeJS.ProcessEnv = {
      ...process.env,
      PATH: `${stubs}:${process.env.PATH}`,
      CI: 'true',
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_REPOSITORY: 'ludiqo/site',
      GITHUB_BASE_REF: baseRef,
      GITHUB_HEAD_REF: 'content-change',
      GITHUB_REF: 'refs/pull/34/merge',
      GITHUB_SHA: sha,
      GITHUB_WORKSPACE: clone,
      RUNNER_TEMP: scratch,
    };
    delete runnerEnv.BUILD_OUT_DIR;

    let failed = false;
    for (const [index, step] of job.steps.entries()) {
      const label = step.name ?? step.uses ?? step.run!.split('\n')[0]!;
      const condition = step.if ? evaluate(step.if, context) : 'true';
      if (failed || condition !== 'true') {
        results.push({ step: label, code: null, output: '', skipped: true });
        continue;
      }
      const outputs: Record<string, string> = {};
      if (step.uses) {
        const action = step.uses.replace(/@.*$/, '');
        if (action === 'actions/checkout') {
          // The clone has the whole history, as `fetch-depth: 0` asks.
          expect(step.with?.['fetch-depth']).toBe(0);
          expect(git('rev-parse', '--is-shallow-repository')).toBe('false');
        } else if (action === 'actions/setup-node') {
          expect(String(step.with?.['node-version'])).toBe(process.versions.node.split('.')[0]);
        } else if (action === 'actions/cache') {
          // Restores what an earlier run saved: the base commit's build, keyed as the review keys it.
          expect(step.with?.path).toBe('.review-cache');
          mkdirSync(join(clone, '.review-cache'));
          symlinkSync(dist, join(clone, '.review-cache', buildKey(clone, baseSha)), 'dir');
        } else if (action === 'actions/upload-artifact') {
          expect(existsSync(join(clone, String(step.with?.path))), `${label}: its path`).toBe(true);
          outputs['artifact-url'] = 'https://github.com/ludiqo/site/actions/runs/1/artifacts/1';
        } else {
          throw new Error(`${step.uses} is not emulated`);
        }
        results.push({ step: label, code: 0, output: '' });
      } else {
        const outputFile = join(scratch, `output-${index}`);
        writeFileSync(outputFile, '');
        const env = {
          ...runnerEnv,
          ...Object.fromEntries(
            Object.entries({ ...jobEnv, ...step.env }).map(([k, v]) => [
              k,
              substitute(String(v), context),
            ]),
          ),
          GITHUB_OUTPUT: outputFile,
        };
        const started = performance.now();
        const result = await bash(substitute(step.run!, context), clone, env);
        results.push({ step: label, ...result, seconds: (performance.now() - started) / 1000 });
        Object.assign(outputs, readOutputs(outputFile));
        failed = result.code !== 0;
      }
      if (step.id) (context.steps as Record<string, unknown>)[step.id] = { outputs };
    }
    console.log(
      results
        .map((r) => `${r.skipped ? 'skipped' : `${(r.seconds ?? 0).toFixed(1)} s`}: ${r.step}`)
        .join('\n'),
    );
  }, 15 * minutes);

  it('every step that runs exits 0, and the last one (the failure check) is skipped', () => {
    const report = results.map(
      (r) =>
        `${r.skipped ? 'skipped' : `exit ${r.code}`}: ${r.step}${r.code ? `\n${r.output.slice(-3000)}` : ''}`,
    );
    expect(report.filter((line) => !/^(exit 0|skipped):/.test(line))).toEqual([]);
    expect(results.filter((r) => r.skipped).map((r) => r.step)).toEqual([
      'Fail when a page file or a UI string is missing',
    ]);
  });

  it('the translation status and the review report exist for the comment to read', () => {
    const status = readFileSync(join(clone, 'i18n-status.md'), 'utf8');
    expect(status).toContain('| ');
    const review = readFileSync(join(clone, 'review/index.md'), 'utf8');
    expect(review).toContain('## Content review');
    expect(review).toContain(changedUrl);
    expect(review).toContain('frase nueva');
    expect(existsSync(join(clone, 'review/index.html'))).toBe(true);
  });

  it('gh is asked to post one comment holding both, with the artifact link', () => {
    const call = JSON.parse(readFileSync(ghCalls, 'utf8'));
    expect(call.args).toEqual([
      'pr',
      'comment',
      '34',
      '--edit-last',
      '--create-if-none',
      '--body-file',
      'comment.md',
    ]);
    expect(call.token).toBe('stub-token');
    expect(call.body).toContain('## Content review');
    expect(call.body).toContain(changedUrl);
    expect(call.body).toContain('<summary>Translation status</summary>');
    expect(call.body).toContain('(https://github.com/ludiqo/site/actions/runs/1/artifacts/1)');
  });
});
