import { spawnSync } from 'node:child_process';
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

/**
 * Runs `steps` into a fresh folder beside `target` (`<target>.partial`) and puts it in place of
 * `target` only once every step succeeded and every `required` file is there. Any failure removes
 * both: a half-published site (pages without `_headers`, a stale nginx block beside them) must
 * not look deployable, and neither may the last build, which is no longer what the sources say.
 * Interrupted (the machine stopped), it leaves only the `.partial` folder, which nothing serves.
 */
export function buildFresh({
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
}): BuildResult {
  const partial = `${target}.partial`;
  const fail = (reason: string): BuildResult => {
    rmSync(partial, { recursive: true, force: true });
    rmSync(target, { recursive: true, force: true });
    return { ok: false, reason };
  };
  if (problems.length) return fail(problems.join('\n'));
  rmSync(partial, { recursive: true, force: true });
  // Ctrl-C stops the step, which then fails here and is cleaned up like any other failure.
  const ignore = () => {};
  process.on('SIGINT', ignore);
  process.on('SIGTERM', ignore);
  try {
    for (const step of steps) {
      const result = spawnSync(step.command, step.args, {
        cwd,
        // Relative, as Vite reads it from the project root.
        env: { ...process.env, ...step.env, BUILD_OUT_DIR: relative(cwd, partial) },
        stdio: quiet ? 'pipe' : 'inherit',
        encoding: 'utf8',
      });
      if (result.status !== 0) {
        const how =
          result.error?.message ??
          (result.signal ? `stopped by ${result.signal}` : `exit ${result.status}`);
        const tail = quiet
          ? `\n${`${result.stdout ?? ''}${result.stderr ?? ''}`.trim().split('\n').slice(-20).join('\n')}`
          : '';
        return fail(`${step.name} failed (${how})${tail}`);
      }
    }
  } finally {
    process.off('SIGINT', ignore);
    process.off('SIGTERM', ignore);
  }
  const missing = required.filter((file) => !existsSync(join(partial, file)));
  if (missing.length) return fail(`the build wrote no ${missing.join(', ')}`);
  rmSync(target, { recursive: true, force: true });
  renameSync(partial, target);
  return { ok: true };
}
