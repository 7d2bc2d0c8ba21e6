// `npm test`: every test, with independent steps run side by side. The browser tests spend much of
// their time waiting on Chromium, so the checks, unit and dev-server tests and the build-output
// tests fill the other core meanwhile. Each step's output is printed whole when it ends; the run
// fails if any step fails, and says which.
import { spawn } from 'node:child_process';

/**
 * name → command; the steps it needs to have passed (`after`), and those it only waits for
 * (`behind`: a failed check still lets the unit tests run and report).
 */
const steps = {
  build: { run: 'npm run build' },
  check: { run: 'node scripts/check.mjs' },
  // After the check, so at most three heavy steps share the cores at any time.
  unit: { run: "vitest run --project 'unit*'", behind: ['check'] },
  dev: { run: 'vitest run --project dev', behind: ['unit'] },
  'redirect variant': { run: 'tsx scripts/language-variant.ts', after: ['build'] },
  'build output': { run: "vitest run --project 'build*'", after: ['redirect variant'] },
  // Chromium (every test) and Firefox (the @engines tests) share one run and its two workers.
  browser: { run: 'playwright test', after: ['redirect variant'] },
  // WebKitGTK over W3C WebDriver: the @engines tests, beside the Chromium and Firefox run.
  webkit: { run: 'playwright test -c playwright.webkit.config.ts', after: ['build'] },
  // The pull-request workflow on a fresh clone: `npm ci` and one build there, the other side of
  // the review being this build. Once the WebKit run and the build-output tests are done, beside
  // the end of the Chromium and Firefox run: no more steps share the cores then than in the
  // browser run's first minutes (run last, alone, it made the whole over 15 minutes).
  workflow: {
    run: 'vitest run --project workflow',
    after: ['build'],
    behind: ['build output', 'webkit'],
  },
};

const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const finished = new Map();
const running = new Map();

function start(name) {
  const since = Date.now();
  const child = spawn(steps[name].run, {
    shell: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  running.set(
    name,
    new Promise((done) =>
      child.on('close', (code) => {
        const ok = code === 0;
        console.log(`\n${ok ? '✓' : '✗'} ${name} (${steps[name].run}) in ${seconds(since)}`);
        console.log(output.trimEnd());
        finished.set(name, ok);
        running.delete(name);
        done();
      }),
    ),
  );
}

function ready(name) {
  return (
    !finished.has(name) &&
    !running.has(name) &&
    (steps[name].after ?? []).every((need) => finished.get(need) === true) &&
    (steps[name].behind ?? []).every((step) => finished.has(step))
  );
}

for (;;) {
  for (const name of Object.keys(steps)) if (ready(name)) start(name);
  if (!running.size) break;
  await Promise.race(running.values());
}

const failed = [...finished].filter(([, ok]) => !ok).map(([name]) => name);
const skipped = Object.keys(steps).filter((name) => !finished.has(name));
if (failed.length || skipped.length) {
  console.log(
    `\n✗ npm test failed in ${seconds(started)}: ${failed.join(', ')}${skipped.length ? ` (not run: ${skipped.join(', ')})` : ''}`,
  );
  process.exit(1);
}
console.log(`\n✓ npm test passed in ${seconds(started)}`);
