import { homedir } from 'node:os';

/** A V8 or Firefox stack frame that names a file: `at f (/x/y.js:1:2)`, `f@file:///x.js:1:2`. */
const stackFrame =
  /(?:^|\n)\s*(?:at\s+(?:\S+\s+)?\(?|\S*@)(?:file:\/\/|\/|[A-Za-z]:\\)[^\s)]*:\d+:\d+/;
const nodeModulesPath = /node_modules[\\/]/;

/** The absolute paths that would give away the build machine: the project and the home folder. */
export function buildMachinePaths(projectRoot = process.cwd()): string[] {
  const home = homedir();
  // A root or very short home ("/root") would also match ordinary text; the project path will not.
  return [projectRoot, ...(home.length > 6 ? [home] : [])];
}

/**
 * What a published file must not give away about the build: absolute paths of the build
 * machine, `node_modules` paths and stack traces. One line per finding, empty when clean.
 */
export function findBuildInternals(text: string, machinePaths: string[]): string[] {
  const findings: string[] = [];
  for (const path of machinePaths) {
    if (text.includes(path)) findings.push(`absolute build path ${JSON.stringify(path)}`);
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
