import { homedir } from 'node:os';

/** A V8 or Firefox stack frame that names a file: `at f (/x/y.js:1:2)`, `f@file:///x.js:1:2`. */
const stackFrame =
  /(?:^|\n)\s*(?:at\s+(?:\S+\s+)?\(?|\S*@)(?:file:\/\/|\/|[A-Za-z]:\\)[^\s)]*:\d+:\d+/;
const nodeModulesPath = /node_modules[\\/]/;

/** The absolute paths that would give away the build machine: the project and the home folder. */
export function buildMachinePaths(projectRoot = process.cwd()): string[] {
  const home = homedir();
  return home === '/' ? [projectRoot] : [projectRoot, home];
}

/** A path as a whole path, so a short home such as "/root" does not match "/roots" or "a/root". */
function wholePath(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?:^|file://|[\\s>"'(=\`])${escaped}(?=$|[\\s<"'/\\\\):\`])`);
}

/**
 * What a published file must not give away about the build: absolute paths of the build
 * machine, `node_modules` paths and stack traces. One line per finding, empty when clean.
 */
export function findBuildInternals(text: string, machinePaths: string[]): string[] {
  const findings: string[] = [];
  for (const path of machinePaths) {
    if (wholePath(path).test(text)) findings.push(`absolute build path ${JSON.stringify(path)}`);
  }
  const modules = nodeModulesPath.exec(text);
  if (modules) {
    findings.push(
      `node_modules path ${JSON.stringify(text.slice(modules.index, modules.index + 60))}`,
    );
  }
  const frame = stackFrame.exec(text);
  if (frame) findings.push(`stack trace ${JSON.stringify(frame[0].trim())}`);
  return findings;
}
