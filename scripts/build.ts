// `npm run build`: the site, all or nothing. Refuses files that would leave the repository, then
// builds, pre-renders and publishes (scripts/publish.ts) into `dist.partial/`, which becomes
// `dist/` only when every step succeeded. On any failure neither folder is left.
// `BUILD_OUT_DIR` names another folder than `dist`.
import { join, relative, resolve } from 'node:path';
import { buildFresh, completeBuildFiles, type BuildStep } from '../src/build/publishing/freshBuild';
import {
  sourceFileProblems,
  trackedFiles,
  untrackedPublicFiles,
} from '../src/build/publishing/sourceFiles';

const started = performance.now();
const root = process.cwd();
const target = resolve(root, process.env.BUILD_OUT_DIR ?? 'dist');
const bin = (name: string) => join(root, 'node_modules/.bin', name);
const production = { NODE_ENV: 'production' };

const tracked = trackedFiles(root);
if (!tracked) console.warn(`⚠ ${root} is not a git checkout: every file in public/ is published`);

const steps: BuildStep[] = [
  { name: 'vike build', command: bin('vike'), args: ['build'], env: production },
  { name: 'vike prerender', command: bin('vike'), args: ['prerender'], env: production },
  { name: 'publish', command: bin('tsx'), args: ['scripts/publish.ts'] },
];
const result = await buildFresh({
  target,
  steps,
  required: completeBuildFiles,
  problems: [...sourceFileProblems(root, tracked), ...untrackedPublicFiles(root, tracked)],
});

const out = relative(root, target) || '.';
if (!result.ok) {
  console.error(
    `✗ The build failed; ${out}/ is removed, so nothing deployable is left:\n${result.reason
      .split('\n')
      .map((line) => `  ✗ ${line}`)
      .join('\n')}`,
  );
  process.exit(1);
}
console.log(`✓ Built ${out}/ in ${((performance.now() - started) / 1000).toFixed(1)} s`);
