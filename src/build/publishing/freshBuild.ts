import { spawn } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';

/** One command of a build; it writes into the folder named by `BUILD_OUT_DIR`. */
export interface BuildStep {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

/** What a complete build always has: what scripts/publish.ts writes, and what hosts need. */
export const completeBuildFiles = [
  'client/index.html',
  'client/404.html',
  'client/_headers',
  'client/_redirects',
  'client/sitemap.xml',
  'client/robots.txt',
  'nginx/ludiqo.conf',
];

export type BuildResult = { ok: true } | { ok: false; reason: string };

/** Runs a step to its end; its output is shown, or kept for the reason when `quiet`. */
function runStep(step: BuildStep, cwd: string, outDir: string, quiet: boolean) {
  return new Promise<{ how?: string; output: string }>((done) => {
    const child = spawn(step.command, step.args, {
      cwd,
      // Relative, as Vite reads it from the project root.
      env: { ...process.env, ...step.env, BUILD_OUT_DIR: relative(cwd, outDir) },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => done({ how: error.message, output }));
    child.on('close', (code, signal) =>
      done({
        how: signal ? `stopped by ${signal}` : code === 0 ? undefined : `exit ${code}`,
        output,
      }),
    );
  });
}

/**
 * Runs `steps` into a fresh folder beside `target` (`<target>.partial`) and puts it in place of
 * `target` only once every step succeeded and every `required` file is there. Any failure removes
 * both: a half-published site (pages without `_headers`, a stale nginx block beside them) must
 * not look deployable, and neither may the last build, which is no longer what the sources say.
 * Folders leave the name `target` by a rename before they are deleted, so a build stopped at any
 * point (Ctrl-C, a killed process, a lost machine) leaves at most `<target>.partial` or
 * `<target>.stale`, which nothing serves, and never half a `target`.
 */
export async function buildFresh({
  target,
  steps,
  required,
  cwd = process.cwd(),
  problems = [],
  quiet = false,
}: {
  target: string;
  steps: BuildStep[];
  /** Files (relative to the output) a complete build always has. */
  required: string[];
  cwd?: string;
  /** Reasons found before building not to build at all. */
  problems?: string[];
  /** Keep the steps' output, and give a failed step's last lines in the reason. */
  quiet?: boolean;
}): Promise<BuildResult> {
  const partial = `${target}.partial`;
  const stale = `${target}.stale`;
  const retire = () => {
    rmSync(stale, { recursive: true, force: true });
    if (existsSync(target)) renameSync(target, stale);
  };
  const fail = (reason: string): BuildResult => {
    retire();
    rmSync(partial, { recursive: true, force: true });
    rmSync(stale, { recursive: true, force: true });
    return { ok: false, reason };
  };
  if (problems.length) return fail(problems.join('\n'));
  rmSync(partial, { recursive: true, force: true });
  // Ctrl-C reaches the running step too: it stops, and is cleaned up here like any failure.
  const wait = () => {};
  process.on('SIGINT', wait);
  process.on('SIGTERM', wait);
  let signalled = false;
  try {
    for (const step of steps) {
      const { how, output } = await runStep(step, cwd, partial, quiet);
      signalled = how?.startsWith('stopped by') ?? false;
      if (how) {
        const tail = quiet ? `\n${output.trim().split('\n').slice(-20).join('\n')}` : '';
        return fail(`${step.name} failed (${how})${tail}`);
      }
    }
    const missing = required.filter((file) => !existsSync(join(partial, file)));
    if (missing.length) return fail(`the build wrote no ${missing.join(', ')}`);
    retire();
    renameSync(partial, target);
    rmSync(stale, { recursive: true, force: true });
    return { ok: true };
  } finally {
    // After Ctrl-C, a wrapper (the tsx command, a shell) may relay the signal again once the step
    // has ended: it must not kill this process before it reports the failure and exits.
    if (!signalled) {
      process.off('SIGINT', wait);
      process.off('SIGTERM', wait);
    }
  }
}
