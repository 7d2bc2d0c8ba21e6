import { z } from 'zod';

/**
 * Front-matter schemas, one per page type, discriminated by `layout`.
 * Their inferred types are what the layouts receive.
 */

const text = (min: number, max: number) =>
  z
    .string({ error: 'expected text' })
    .trim()
    .min(min, { error: (issue) => lengthError(min, max, issue.input) })
    .max(max, { error: (issue) => lengthError(min, max, issue.input) });

function lengthError(min: number, max: number, input: unknown): string {
  return `expected ${min}–${max} characters, got ${String(input).trim().length}`;
}

/** YAML parsers disagree on dates (Date object or string); both normalise to `YYYY-MM-DD`. */
const isoDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.string({ error: 'expected a date as YYYY-MM-DD' }).regex(/^\d{4}-\d{2}-\d{2}$/, {
    error: 'expected a date as YYYY-MM-DD',
  }),
);

const sitePath = z
  .string({ error: 'expected a site path starting with /' })
  .regex(/^\/[^\s]*$/, { error: 'expected a site path starting with /' });

const base = {
  /** `<title>` and social title. */
  title: text(10, 70),
  /** Meta and social description. */
  description: text(50, 170),
  /** Meta keywords, in the page's language. */
  keywords: z
    .array(z.string().trim().min(2), { error: 'expected a list of keywords' })
    .min(1, { error: 'expected at least 1 keyword' })
    .max(12, { error: 'expected at most 12 keywords' }),
  /** Social card (PNG or JPEG, 1200×630) below `public/`; defaults to the site's card. */
  socialImage: sitePath
    .regex(/\.(png|jpe?g)$/, { error: 'expected a .png or .jpg path (social networks ignore SVG)' })
    .optional(),
  /** Keeps the page out of search indexes. */
  noindex: z.boolean({ error: 'expected true or false' }).default(false),
};

export const genericPageSchema = z.strictObject({ layout: z.literal('page'), ...base });

export const legalPageSchema = z.strictObject({
  layout: z.literal('legal'),
  ...base,
  /** Legal texts are never indexed. */
  noindex: z.literal(true, { error: 'legal pages are always noindex' }).default(true),
  /** Date of the last change to the text. */
  updated: isoDate,
});

export const redirectPageSchema = z.strictObject({
  layout: z.literal('redirect'),
  ...base,
  noindex: z.literal(true, { error: 'redirect pages are always noindex' }).default(true),
  /** Route the alias points to (unprefixed; the locale is added). */
  to: sitePath,
});

export const articlePageSchema = z.strictObject({
  layout: z.literal('article'),
  ...base,
  /** Publication date. */
  date: isoDate,
  /** Author's display name. */
  author: text(3, 60),
  /** Card summary on the blog list. */
  excerpt: text(60, 240),
  /** Topic tags, in the page's language. */
  tags: z.array(z.string().trim().min(2)).min(1).max(6),
  /** Card and header image. */
  image: sitePath,
});

export const frontmatterSchema = z.discriminatedUnion(
  'layout',
  [genericPageSchema, legalPageSchema, redirectPageSchema, articlePageSchema],
  { error: 'expected layout to be one of: page, legal, redirect, article' },
);

export type Frontmatter = z.infer<typeof frontmatterSchema>;
export type Layout = Frontmatter['layout'];
export type FrontmatterOf<L extends Layout> = Extract<Frontmatter, { layout: L }>;

export class ContentError extends Error {
  override name = 'ContentError';
}

/** One line per problem, naming the file, the field and what was expected. */
export function describeIssues(file: string, error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const field = issue.path.length ? issue.path.join('.') : '(front-matter)';
    return `${file}: field "${field}": ${issue.message}`;
  });
}

/** Parses front-matter or throws a ContentError listing every problem of the file. */
export function parseFrontmatter(file: string, data: unknown): Frontmatter {
  const result = frontmatterSchema.safeParse(data ?? {});
  if (result.success) return result.data;
  throw new ContentError(describeIssues(file, result.error).join('\n'));
}
