import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export interface CommandCost {
  seconds: number;
  /** Highest combined resident memory of the command and its child processes, sampled every 100 ms. */
  peakMemoryMb: number;
}

function childrenOf(pid: number, table: Map<number, number[]>): number[] {
  const direct = table.get(pid) ?? [];
  return direct.flatMap((child) => [child, ...childrenOf(child, table)]);
}

/** Resident memory of a process tree, from /proc (Linux). */
function treeRssKb(root: number): number {
  const parents = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const status = readFileSync(`/proc/${name}/status`, 'utf8');
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(name)]);
      rss.set(Number(name), kb);
    } catch {
      // The process ended while the table was read.
    }
  }
  return [root, ...childrenOf(root, parents)].reduce((sum, pid) => sum + (rss.get(pid) ?? 0), 0);
}

/** Runs a command to the end, failing on a non-zero exit, and reports its time and peak memory. */
export function measureCommand(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; quiet?: boolean } = {},
): Promise<CommandCost> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: options.quiet ? ['ignore', 'ignore', 'pipe'] : 'inherit',
    });
    let stderr = '';
    child.stderr?.on('data', (data: Buffer) => (stderr += data.toString()));
    let peakKb = 0;
    const sampler = setInterval(() => {
      if (child.pid) peakKb = Math.max(peakKb, treeRssKb(child.pid));
    }, 100);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(sampler);
      if (code !== 0) {
        reject(
          new Error(`${command} ${args.join(' ')} exited with ${code}\n${stderr.slice(-2000)}`),
        );
        return;
      }
      resolve({ seconds: (performance.now() - started) / 1000, peakMemoryMb: peakKb / 1024 });
    });
  });
}
