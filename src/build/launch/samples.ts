import type { ProofStatus } from '../../data/proof';

/**
 * What `npm run check:launch` lists: every fact still marked `sample`, where it lives and what
 * it is, so a launch cannot forget one.
 */
export interface SampleEntry {
  /** `file:line:column` or `file` plus a data path, as editors turn it into a link. */
  where: string;
  /** What it is, in a few words ("client card: Cadena hotelera · 800 empleados"). */
  what: string;
}

export interface FoundSample {
  /** Keys and indexes from the root of the data to the entry. */
  path: PropertyKey[];
  entry: Record<string, unknown>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every object below `value` (itself included) whose `status` is `sample`. */
export function findSamples(value: unknown, path: PropertyKey[] = []): FoundSample[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => findSamples(item, [...path, index]));
  if (!isRecord(value)) return [];
  const own = value.status === ('sample' satisfies ProofStatus) ? [{ path, entry: value }] : [];
  return [
    ...own,
    ...Object.entries(value).flatMap(([key, child]) => findSamples(child, [...path, key])),
  ];
}

/** The entries of a flat map of statuses (`{ 'legal.taxId': 'sample' }`) still marked sample. */
export function sampleKeys(statuses: Record<string, ProofStatus>): string[] {
  return Object.entries(statuses)
    .filter(([, status]) => status === 'sample')
    .map(([key]) => key);
}

/** Names an entry by the first field that says who or what it is. */
export function describe(entry: Record<string, unknown>, kind?: string): string {
  const label = isRecord(entry.label) ? Object.values(entry.label)[0] : entry.label;
  const name =
    entry.company ??
    (entry.role && entry.sector ? `${String(entry.role)} · ${String(entry.sector)}` : undefined) ??
    label ??
    entry.id;
  const what =
    kind ?? (entry.company ? 'client card' : entry.quote || entry.role ? 'testimonial' : 'entry');
  return name === undefined ? what : `${what}: ${String(name)}`;
}

/** `blocks[5].items[1]`: a path as a writer reads it. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : `${index ? '.' : ''}${String(key)}`,
    )
    .join('');
}

/**
 * MDX components in a page body marked `status="sample"` (the article's `<Testimonial>`), with
 * their line in the body.
 */
export function bodySamples(body: string): { line: number; what: string }[] {
  const found: { line: number; what: string }[] = [];
  const tag = /<([A-Z]\w*)\b([^>]*?)\bstatus="sample"([^>]*)>/g;
  for (const match of body.matchAll(tag)) {
    const attributes = `${match[2] ?? ''} ${match[3] ?? ''}`;
    const props = Object.fromEntries(
      [...attributes.matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]),
    );
    found.push({
      line: body.slice(0, match.index).split('\n').length,
      what: describe(props, `<${match[1]}>`),
    });
  }
  return found;
}

/** The report: one line per sample, then the count; empty when nothing is left to confirm. */
export function formatSamples(samples: readonly SampleEntry[]): string {
  if (samples.length === 0) return '';
  return [
    ...samples.map((sample) => `${sample.where}: ${sample.what}`),
    '',
    `${samples.length} sample ${samples.length === 1 ? 'entry' : 'entries'} to confirm or replace before launch (docs/writing.md, "Proof and launch").`,
  ].join('\n');
}
