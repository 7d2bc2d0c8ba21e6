import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { isScalar, LineCounter, parseDocument, type Node } from 'yaml';
import {
  capabilities,
  plansWith,
  statusOf,
  type Capability,
  type CapabilityId,
} from '../../data/capabilities';
import { glossaries } from '../../data/glossary';
import type { ClaimWords } from '../../data/glossary/types';
import { integrations } from '../../data/integrations';
import { audienceIds, audiences, planIds, type Plan, type PlanId } from '../../data/pricing';
import { defaultLocale, localeCodes, type Locale } from '../../i18n/locales';
import { planTokenOf } from '../siteTokens';
import type { FrontmatterSource, FrontmatterString } from './frontmatter';
import { error, located, type Place, type Problem } from './problems';

/**
 * The claims check: what a page promises about the product must agree with
 * `src/data/capabilities.ts` and the plans in `src/data/pricing.ts`. In each unit of copy (a
 * front-matter string, or a card's strings together; a body paragraph, heading or table cell;
 * a UI string), where the locale's words (`claims` in its glossary) name:
 * - a capability in development: the unit says it is in development;
 * - an available capability that not every plan has: the unit names a plan that has it, through
 *   its `{{with…}}` token or by name (a plan's own card counts), and names no plan that lacks it
 *   as its own;
 * - a free trial's length: it comes from a plan's `{{<plan>TrialDays}}` token, beside that plan's
 *   name (DECISIONS.md: a page names the length of the plans it points to, or says "free trial");
 * - the retention claim: its figure comes from `{{retentionGain}}`.
 */

export interface ClaimUnit {
  /** The copy as written, tokens included. */
  text: string;
  placeOf(index: number): Place;
  field?: string;
  /** The plan whose own card the unit is (the pricing page's plan texts). */
  plan?: PlanId;
  /** Capabilities a component shows with their status and plans beside this unit. */
  shown?: readonly CapabilityId[];
}

const allPlans: Plan[] = audienceIds.flatMap((id) => audiences[id].plans);

/** A plan's name as written in copy: case counts (ENTERPRISE and Enterprise are two plans). */
const namePatterns = allPlans.map((plan) => ({
  plan,
  pattern: new RegExp(
    `(?<![\\p{L}\\p{N}_])${plan.name.replace(/[+]/g, '\\+')}(?![\\p{L}\\p{N}_+])`,
    'u',
  ),
}));

function wholeWords(sources: readonly string[]): RegExp | undefined {
  if (!sources.length) return undefined;
  // \s matches the no-break spaces the typography puts there too.
  const body = sources.map((source) => source.replaceAll(' ', '\\s')).join('|');
  return new RegExp(`(?<![\\p{L}\\p{N}_])(?:${body})(?![\\p{L}\\p{N}_])`, 'giu');
}

interface Rules {
  capabilities: { id: CapabilityId; pattern: RegExp }[];
  inDevelopment?: RegExp;
  trialLength?: RegExp;
  retention?: RegExp;
}

const rulesCache = new Map<ClaimWords, Rules>();
function rulesOf(words: ClaimWords): Rules {
  let rules = rulesCache.get(words);
  if (!rules) {
    rules = {
      capabilities: Object.entries(words.capabilities).flatMap(([id, sources]) => {
        const pattern = wholeWords(sources ?? []);
        return pattern ? [{ id: id as CapabilityId, pattern }] : [];
      }),
      inDevelopment: wholeWords(words.inDevelopment),
      trialLength: wholeWords(words.trialLength),
      retention: wholeWords(words.retention),
    };
    rulesCache.set(words, rules);
  }
  return rules;
}

const firstMatch = (pattern: RegExp | undefined, text: string) => {
  if (!pattern) return undefined;
  pattern.lastIndex = 0;
  return pattern.exec(text) ?? undefined;
};

const plansNamedIn = (text: string) =>
  namePatterns.filter(({ pattern }) => pattern.test(text)).map(({ plan }) => plan);

const list = (plans: readonly Plan[]) => plans.map((plan) => plan.name).join(', ');

/** The contradictions in one unit of copy, each at the words that make the claim. */
export function unitProblems(file: string, locale: Locale, unit: ClaimUnit): Problem[] {
  const rules = rulesOf(glossaries[locale].claims);
  const found: { index: number; message: string }[] = [];
  const say = (index: number, message: string) => found.push({ index, message });
  const named = plansNamedIn(unit.text);
  const mentioned = rules.capabilities.flatMap(({ id, pattern }) => {
    const match = firstMatch(pattern, unit.text);
    return match && !unit.shown?.includes(id) ? [{ id, match }] : [];
  });
  const inDevelopment = firstMatch(rules.inDevelopment, unit.text);

  for (const { id, match } of mentioned) {
    const capability = capabilities[id] as Capability;
    const found = `"${match[0]}"`;
    if (capability.status === 'inDevelopment') {
      if (!inDevelopment)
        say(
          match.index,
          `${found} presents ${id} as available, but src/data/capabilities.ts has it in development: say so beside it ("${glossaries[locale].claims.inDevelopment[0]}")`,
        );
      continue;
    }
    if (capability.from === 'everyPlan') continue;
    const having = plansWith(id);
    if (unit.plan) {
      if (!having.some((plan) => plan.id === unit.plan))
        say(
          match.index,
          `${found}: the ${unit.plan} plan's copy promises ${id}, which only ${list(having)} include (src/data/capabilities.ts)`,
        );
      continue;
    }
    const token = `{{${planTokenOf(id)}}}`;
    const byName = named.some((plan) => having.includes(plan));
    if (!unit.text.includes(token) && !byName)
      say(
        match.index,
        `${found} promises ${id}, which only some plans include (${list(having)}): name them where it is promised, with ${token}`,
      );
  }
  // An available capability said to be in development, with nothing in development beside it.
  if (
    inDevelopment &&
    mentioned.length &&
    mentioned.every(({ id }) => statusOf(id) === 'available')
  ) {
    const ids = mentioned.map(({ id }) => id).join(', ');
    say(
      inDevelopment.index,
      `"${inDevelopment[0]}": src/data/capabilities.ts has ${ids} available; only what is in development may say so`,
    );
  }

  for (const match of unit.text.matchAll(/\{\{\s*(\w+)TrialDays\s*\}\}/g)) {
    const plan = allPlans.find((p) => p.id === match[1]);
    if (plan && !named.includes(plan) && unit.plan !== plan.id)
      say(
        match.index,
        `${match[0]} is ${plan.name}'s trial: name the plan beside it, or say "free trial" and link to the plans`,
      );
  }
  const typedTrial = firstMatch(rules.trialLength, unit.text);
  if (typedTrial)
    say(
      typedTrial.index,
      `"${typedTrial[0]}": a trial's length is a property of its plan; write {{<plan>TrialDays}} beside the plan's name (${planIds
        .filter((id) => allPlans.find((p) => p.id === id)?.trial)
        .map((id) => `{{${id}TrialDays}}`)
        .join(', ')}), or say "free trial" and link to the plans`,
    );
  const typedRetention = firstMatch(rules.retention, unit.text);
  if (typedRetention)
    say(
      typedRetention.index,
      `"${typedRetention[0]}": the retention figure is {{retentionGain}} (src/data/homeFigures.ts), one figure site-wide`,
    );
  // In the order a reader meets them.
  return found
    .sort((a, b) => a.index - b.index)
    .map(({ index, message }) => error(located(file, unit.placeOf(index), unit.field, message)));
}

/** Front-matter fields that are not read as promises: meta keywords, links, settings. */
const notClaims = new Set(['keywords', 'to', 'href', 'url', 'id', 'icon', 'scene', 'status']);

/** The units of a file's front-matter: a string alone, or a list item's strings together. */
export function frontmatterUnits(yaml: FrontmatterSource, type: string | undefined): ClaimUnit[] {
  const groups = new Map<string, FrontmatterString[]>();
  for (const string of yaml.strings) {
    const path = string.path;
    if (path.some((key) => typeof key === 'string' && notClaims.has(key))) continue;
    // The pricing cards' lines are drawn from the data itself.
    if (type === 'pricing' && path[0] === 'features') continue;
    // An object in a list (a card, a block, an FAQ item) is read whole: its title, its text.
    const parent = path.slice(0, -1);
    const inItem = typeof parent.at(-1) === 'number' && typeof path.at(-1) === 'string';
    const key = (inItem ? parent : path).join('.');
    groups.set(key, [...(groups.get(key) ?? []), string]);
  }
  return [...groups].map(([field, parts]) => {
    const path = parts[0]!.path;
    return {
      text: parts.map((part) => part.source).join('\n'),
      field,
      placeOf: (index: number) => {
        let start = 0;
        for (const part of parts) {
          if (index <= start + part.source.length) return part.placeOf(index - start);
          start += part.source.length + 1;
        }
        return parts[0]!.placeOf(0);
      },
      plan:
        type === 'pricing' && path[0] === 'plans' && planIds.includes(path[1] as PlanId)
          ? (path[1] as PlanId)
          : undefined,
      shown: shownBy(type, yaml.data, path),
    };
  });
}

/** Capabilities a layout shows with their status and plans beside these words (the home's list). */
function shownBy(
  type: string | undefined,
  data: unknown,
  path: readonly PropertyKey[],
): readonly CapabilityId[] | undefined {
  if (type !== 'home' || path[0] !== 'integrations' || path[1] !== 'items') return undefined;
  const items = (data as { integrations?: { items?: { id?: string }[] } }).integrations?.items;
  const id = items?.[path[2] as number]?.id;
  return id && id in integrations ? [integrations[id as keyof typeof integrations]] : undefined;
}

/** The units of an MDX body: each paragraph, heading and table cell, as written. */
export function bodyUnits(source: string, tree: Root): ClaimUnit[] {
  const units: ClaimUnit[] = [];
  visit(tree, (node) => {
    if (node.type !== 'paragraph' && node.type !== 'heading' && node.type !== 'tableCell')
      return undefined;
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start === undefined || end === undefined) return undefined;
    const text = source.slice(start, end);
    units.push({ text, placeOf: (index) => placeAt(source, start + index) });
    return 'skip';
  });
  return units;
}

function placeAt(source: string, offset: number): Place {
  const before = source.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}

/** The units of a UI strings file: each string. */
export function messageUnits(source: string): ClaimUnit[] {
  const counter = new LineCounter();
  const doc = parseDocument(source, { lineCounter: counter });
  const units: ClaimUnit[] = [];
  const walk = (node: unknown, path: string[]) => {
    if (isScalar(node)) {
      if (typeof node.value === 'string' && node.range) {
        const start = node.range[0];
        units.push({
          text: source.slice(start, node.range[1]),
          field: path.join('.'),
          placeOf: (index) => {
            const { line, col } = counter.linePos(start + index);
            return { line, column: col };
          },
        });
      }
      return;
    }
    for (const item of (node as { items?: unknown[] } | null)?.items ?? []) {
      const pair = item as { key?: { value?: unknown }; value?: unknown };
      walk(pair.value, [...path, String(pair.key?.value)]);
    }
  };
  walk(doc.contents as Node | null, []);
  return units;
}

/** Every contradiction in one MDX file. */
export function checkFileClaims(
  file: string,
  locale: Locale,
  yaml: FrontmatterSource,
  tree: Root | undefined,
  source: string,
): Problem[] {
  const type = (yaml.data as { type?: string } | undefined)?.type;
  const units = [...frontmatterUnits(yaml, type), ...(tree ? bodyUnits(source, tree) : [])];
  return units.flatMap((unit) => unitProblems(file, locale, unit));
}

/** Every contradiction in the UI strings (`<messagesDir>/<locale>.json`). */
export function checkMessageClaims(root: string, messagesDir = 'src/i18n/messages'): Problem[] {
  return localeCodes.flatMap((locale) => {
    const file = `${messagesDir}/${locale}.json`;
    const units = messageUnits(readFileSync(join(root, file), 'utf8'));
    return units.flatMap((unit) => unitProblems(file, locale, unit));
  });
}

/**
 * A locale whose pages the check reads must word every claim the default locale words: with no
 * words for a claim, the check would pass its pages without reading them for it.
 */
export function checkClaimWords(
  withPages: readonly Locale[],
  words: Readonly<Record<Locale, { claims: ClaimWords }>> = glossaries,
): Problem[] {
  const model = words[defaultLocale].claims;
  const worded = (list: readonly string[] | undefined) => Boolean(list?.length);
  return withPages.flatMap((locale) => {
    if (locale === defaultLocale) return [];
    const claims = words[locale].claims;
    const lists = (['inDevelopment', 'trialLength', 'retention'] as const).filter(
      (list) => !worded(claims[list]),
    );
    const unworded = (Object.keys(model.capabilities) as CapabilityId[]).filter(
      (id) => !worded(claims.capabilities[id]),
    );
    const missing = [...lists, ...unworded.map((id) => `capabilities.${id}`)];
    return missing.length
      ? [
          error(
            located(
              `src/data/glossary/${locale}.ts`,
              { line: 1 },
              undefined,
              `claims: no words for ${missing.join(', ')}, so the claims check cannot read content/${locale}/ for them: word each as src/data/glossary/${defaultLocale}.ts does`,
            ),
          ),
        ]
      : [];
  });
}
