import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { isMap, isScalar, LineCounter, parseDocument, type Node } from 'yaml';
import { isPublishedLocale, localeCodes, type Locale } from '../../i18n/locales';
import { error, located, warning, type Place, type Problem } from './problems';

export interface UiKeyOptions {
  /** Folder of `<locale>.json`, relative to the root. */
  messagesDir?: string;
  /** Folders whose `t('…')` calls must name existing keys. */
  codeDirs?: string[];
}

interface Messages {
  locale: Locale;
  file: string;
  /** Every key, leaf or group, with the place of its name. */
  keys: Map<string, Place>;
  leaves: Set<string>;
}

function readMessages(root: string, locale: Locale, file: string): Messages {
  const counter = new LineCounter();
  // JSON is YAML 1.2: the front-matter parser also gives each key its line.
  const doc = parseDocument(readFileSync(join(root, file), 'utf8'), { lineCounter: counter });
  const keys = new Map<string, Place>();
  const leaves = new Set<string>();
  const walk = (node: Node | null, prefix: string) => {
    if (!isMap(node)) return;
    for (const pair of node.items) {
      if (!isScalar(pair.key) || !pair.key.range) continue;
      const key = prefix + String(pair.key.value);
      const { line, col } = counter.linePos(pair.key.range[0]);
      keys.set(key, { line, column: col });
      if (isMap(pair.value)) walk(pair.value as Node, `${key}.`);
      else leaves.add(key);
    }
  };
  walk(doc.contents as Node | null, '');
  return { locale, file, keys, leaves };
}

function sourceFiles(root: string, dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return names
    .filter(
      (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts'),
    )
    .map((name) => join(dir, name).split(sep).join('/'));
}

/** UI keys missing in a locale, and translation calls in code whose literal key some locale lacks. */
export function checkUiKeys(root: string, options: UiKeyOptions = {}): Problem[] {
  const dir = options.messagesDir ?? 'src/i18n/messages';
  const all = localeCodes.map((locale) => readMessages(root, locale, `${dir}/${locale}.json`));
  const problems: Problem[] = [];

  const leaves = new Set(all.flatMap((messages) => [...messages.leaves]));
  for (const messages of all) {
    for (const key of [...leaves].sort()) {
      if (messages.leaves.has(key)) continue;
      const owner = all.find((other) => other.leaves.has(key))!;
      const ownerPlace = owner.keys.get(key)!;
      // Point at the group the key belongs in, or the top of the file.
      const parts = key.split('.');
      let group = '';
      let place: Place = { line: 1, column: 1 };
      for (let length = parts.length - 1; length > 0; length--) {
        const candidate = parts.slice(0, length).join('.');
        const found = messages.keys.get(candidate);
        if (found) [group, place] = [candidate, found];
        if (found) break;
      }
      // A draft locale is translated a part at a time: what it lacks is listed, and stops nothing.
      const severity = isPublishedLocale(messages.locale) ? error : warning;
      problems.push(
        severity(
          located(
            messages.file,
            place,
            undefined,
            `UI key "${key}" is missing; add it${group ? ` inside "${group}"` : ''}, translated from ${owner.file}:${ownerPlace.line}`,
          ),
        ),
      );
    }
  }

  const usage = /\bt\(\s*(['"])([\w.-]+)\1/g;
  for (const file of (options.codeDirs ?? ['src', 'pages']).flatMap((d) => sourceFiles(root, d))) {
    const code = readFileSync(join(root, file), 'utf8');
    for (const match of code.matchAll(usage)) {
      const key = match[2]!;
      const lacking = all.filter(
        (messages) =>
          isPublishedLocale(messages.locale) &&
          !messages.keys.has(key) &&
          !messages.leaves.has(`${key}_one`) &&
          !messages.leaves.has(`${key}_other`),
      );
      if (!lacking.length) continue;
      const before = code.slice(0, match.index);
      const line = before.split('\n').length;
      const column = match.index - before.lastIndexOf('\n');
      problems.push(
        error(
          located(
            relative(root, join(root, file)).split(sep).join('/'),
            { line, column },
            undefined,
            `UI key "${key}" is not in ${lacking.map((m) => m.file).join(', ')}; fix the key or add it to every locale`,
          ),
        ),
      );
    }
  }
  return problems;
}
