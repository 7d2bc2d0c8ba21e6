// `npm run check` part 4: every writer fault at its source (YAML, fields, MDX, components, links,
// anchors, UI keys, duplicate and missing pages, social-card glyphs), without a build.
import { collectContent, formatProblems, formatWarnings } from '../src/content/collect';
import { localeCodes } from '../src/i18n/locales';

const started = performance.now();
const { entries, problems, warnings } = collectContent(process.cwd());
if (warnings.length) console.warn(formatWarnings(warnings));
if (problems.length) {
  console.error(formatProblems(problems));
  process.exit(1);
}
const ms = Math.round(performance.now() - started);
console.log(
  `✓ Content valid: ${entries.length} pages × ${localeCodes.length} locales (${entries.length * localeCodes.length} files) in ${ms} ms`,
);
