// `npm run check` part 3: validates every MDX front-matter and locale completeness without a build.
import { collectContent, formatProblems } from '../src/content/collect';
import { localeCodes } from '../src/i18n/locales';

const started = performance.now();
const { entries, problems } = collectContent(process.cwd());
if (problems.length) {
  console.error(formatProblems(problems));
  process.exit(1);
}
const ms = Math.round(performance.now() - started);
console.log(
  `✓ Content valid: ${entries.length} pages × ${localeCodes.length} locales (${entries.length * localeCodes.length} files) in ${ms} ms`,
);
