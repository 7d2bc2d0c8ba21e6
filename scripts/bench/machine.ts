import { execFileSync } from 'node:child_process';
import { cpus, totalmem, release } from 'node:os';
import { chromiumPath } from '../chromium';

export function machine() {
  const cores = cpus();
  let chromium = 'unknown';
  try {
    chromium = execFileSync(chromiumPath, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // Reported as unknown.
  }
  return {
    cpu: cores[0]?.model.trim() ?? 'unknown',
    cores: cores.length,
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    os: `Linux ${release()}`,
    node: process.version,
    chromium,
  };
}
