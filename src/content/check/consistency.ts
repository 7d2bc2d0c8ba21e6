import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { legalLinks } from '../../render/components/header/navLinks';
import { localeCodes } from '../../i18n/locales';
import { readFrontmatter } from './frontmatter';
import type { ShapedPage } from './pageShapes';
import { error, located, type Problem } from './problems';

/**
 * What must read the same wherever it appears (DECISIONS.md "Calls to action", "Consent"):
 * - one label per call to action, the UI strings' (`nav.startFree` for sign-up, `nav.sales` for
 *   the sales meeting), except the button the spec names on the case study (`cta.requestDemo`);
 * - the footer's legal links named as the pages they open are titled;
 * - the privacy and cookie policies, and the banner, naming the footer's consent control as the
 *   footer shows it.
 */

type Messages = Record<string, unknown>;

function message(messages: Messages, key: string): string | undefined {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Messages)?.[part], messages);
  return typeof value === 'string' ? value : undefined;
}

/** The label each destination's button carries, by the UI string that holds it. */
export const ctaLabelKeys: Partial<Record<string, string>> = {
  register: 'nav.startFree',
  sales: 'nav.sales',
};

/** Buttons the spec names, allowed on their own page only: route, destination, UI string. */
export const specNamedButtons = [
  { route: '/caso-taco-bell', to: 'register', key: 'cta.requestDemo' },
] as const;

/** The pages whose text names the footer's consent control. */
const policiesNamingTheControl = ['/politica-privacidad', '/politica-cookies'];

/** Every front-matter action (`{ label, to }`), with its path. */
function actionsOf(
  value: unknown,
  path: PropertyKey[] = [],
): { label: string; to: string; path: PropertyKey[] }[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => actionsOf(item, [...path, index]));
  if (!value || typeof value !== 'object') return [];
  const object = value as Record<string, unknown>;
  const own =
    typeof object.label === 'string' && typeof object.to === 'string'
      ? [{ label: object.label, to: object.to, path }]
      : [];
  return [
    ...own,
    ...Object.entries(object).flatMap(([key, item]) => actionsOf(item, [...path, key])),
  ];
}

const plainTitle = (title: string) => title.replace(/\s*\|\s*[^|]+$/, '');

export function checkConsistency(
  pages: ShapedPage[],
  read: (file: string) => string,
  root: string,
  messagesDir = 'src/i18n/messages',
): Problem[] {
  const problems: Problem[] = [];
  for (const locale of localeCodes) {
    const messagesFile = `${messagesDir}/${locale}.json`;
    let messages: Messages;
    try {
      // A byte-order mark or broken JSON is named, with its line, by the messages' own checks.
      messages = JSON.parse(
        readFileSync(join(root, messagesFile), 'utf8').replace(/^\uFEFF/, ''),
      ) as Messages;
    } catch {
      continue;
    }
    const say = (file: string, line: number | undefined, field: string | undefined, text: string) =>
      problems.push(error(located(file, { line }, field, text)));

    for (const page of pages) {
      const file = page.files[locale];
      const yaml = readFrontmatter(file, read(file));
      for (const action of actionsOf(yaml.data)) {
        const key = ctaLabelKeys[action.to];
        if (!key) continue;
        const allowed = [
          message(messages, key),
          ...specNamedButtons
            .filter((button) => button.route === page.route && button.to === action.to)
            .map((button) => message(messages, button.key)),
        ].filter((label): label is string => label !== undefined);
        // A missing UI string is named by the UI keys' check, against the code that uses it.
        if (allowed.length && !allowed.includes(action.label)) {
          const field = [...action.path, 'label'];
          say(
            file,
            yaml.locate(field).line,
            field.join('.'),
            `"${action.label}": a "${action.to}" button says ${allowed.map((label) => `"${label}"`).join(' or ')} on every page (${messagesFile}, ${key}); one label per call to action`,
          );
        }
      }
    }

    const titleOf = (route: string) => pages.find((page) => page.route === route)?.byLocale[locale];
    for (const link of legalLinks) {
      const label = message(messages, link.key);
      const meta = titleOf(link.route);
      if (!meta || label === undefined) continue;
      if (label !== plainTitle(meta.title))
        say(
          messagesFile,
          undefined,
          link.key,
          `the footer says "${label}" for ${link.route}, whose title is "${plainTitle(meta.title)}": name the link as the page is titled`,
        );
    }

    const control = message(messages, 'footer.privacySettings');
    if (control === undefined) continue;
    const banner = message(messages, 'cookies.body') ?? '';
    if (!banner.includes(control))
      say(
        messagesFile,
        undefined,
        'cookies.body',
        `the banner must name the footer control that reopens it as the footer shows it: "${control}"`,
      );
    for (const route of policiesNamingTheControl) {
      const page = pages.find((p) => p.route === route);
      if (!page) continue;
      const file = page.files[locale];
      if (!read(file).includes(control))
        say(
          file,
          1,
          undefined,
          `the policy must name the footer control that reopens the privacy notice as the footer shows it: "${control}" (footer.privacySettings)`,
        );
    }
  }
  return problems;
}
