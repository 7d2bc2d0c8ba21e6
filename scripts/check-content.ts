// `npm run check` part 4: every writer fault at its source (YAML, fields, MDX, components, links,
// anchors, UI keys, duplicate and missing pages, social-card glyphs), then the prose checks
// (spelling, glossary, UK spellings, untranslated words), without a build.
import { collectContent, formatProblems, formatWarnings } from '../src/content/collect';
import {
  checkProse,
  defaultCacheDir,
  siteProseFiles,
  type Finding,
} from '../src/content/check/prose/checkProse';
import { Dictionaries } from '../src/content/check/prose/dictionary';
import { localeCodes } from '../src/i18n/locales';
import { sourceFileProblems } from '../src/build/publishing/sourceFiles';

const started = performance.now();
const root = process.cwd();
// First, and alone: reading on through a link that leaves the repository (or a named pipe) is
// what must not happen.
const fileProblems = sourceFileProblems(root);
if (fileProblems.length) {
  console.error(formatProblems(fileProblems));
  process.exit(1);
}
const { entries, problems, warnings } = collectContent(root);
const contentMs = Math.round(performance.now() - started);

const proseStarted = performance.now();
const findings = await checkProse(siteProseFiles(root), {
  dictionaries: new Dictionaries(defaultCacheDir(root)),
});
const proseMs = Math.round(performance.now() - proseStarted);

if (warnings.length) console.warn(formatWarnings(warnings));
const all = [...problems, ...findings.map((finding) => finding.problem.text)];
if (all.length) {
  console.error(formatProblems(all));
  if (findings.length) console.error(`${summary(findings)}\n(prose checks: ${proseMs} ms)`);
  process.exit(1);
}
const ms = Math.round(performance.now() - started);
console.log(
  `✓ Content valid: ${entries.length} pages × ${localeCodes.length} locales (${entries.length * localeCodes.length} files) in ${ms} ms (prose ${proseMs} ms, the rest ${contentMs} ms)`,
);

/** Prose findings per locale and kind, to see at a glance what a pass of editing has left. */
function summary(list: Finding[]): string {
  const counts = new Map<string, number>();
  for (const { locale, kind } of list)
    counts.set(`${locale} ${kind}`, (counts.get(`${locale} ${kind}`) ?? 0) + 1);
  const lines = [...counts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, n]) => `  ${key}: ${n}`);
  return `Prose findings (${list.length}), per locale and kind:\n${lines.join('\n')}`;
}
