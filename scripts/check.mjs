// `npm run check`: types, lint, formatting and content at once. Each tool uses one core, so
// together they finish sooner than one after another on a machine with more than one core.
// Output is printed per tool, in this order, once all have finished.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// Types are checked by TypeScript 7, the native compiler, in a fraction of the CPU time of
// TypeScript 6 (docs/benchmarks.md), whose JavaScript API typescript-eslint still needs (so both
// are installed; see `typescript-native` in package.json). Called by path: both packages name
// their command `tsc`.
const nativeTsc = join(
  dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')),
  'bin/tsc',
);

const tasks = [
  ['types', process.execPath, [nativeTsc, '--noEmit']],
  ['lint', 'eslint', ['.']],
  ['formatting', 'prettier', ['--check', '.', '--log-level', 'warn']],
  ['content', 'tsx', ['scripts/check-content.ts']],
];

const started = Date.now();
const results = await Promise.all(
  tasks.map(
    ([name, command, args]) =>
      new Promise((done) => {
        const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('close', (code) => done({ name, code: code ?? 1, output }));
      }),
  ),
);

for (const { name, code, output } of results) {
  const text = output.trim();
  console.log(`${code === 0 ? '✓' : '✗'} ${name}${text ? `\n${text}` : ''}`);
}
const failed = results.filter((result) => result.code !== 0).map((result) => result.name);
console.log(
  `${failed.length ? `✗ check failed: ${failed.join(', ')}` : '✓ check passed'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(failed.length ? 1 : 0);
