import { z } from 'zod';
import { base, isoDate, sitePath, text } from './schemas/fields';
import { sceneIds } from '../data/sceneIds';
import { homePageSchema } from './schemas/home';
import { pricingPageSchema } from './schemas/pricing';
import { sectionsPageSchema } from './schemas/blocks';
import {
  affiliatesPageSchema,
  blogIndexSchema,
  gamesIndexSchema,
  playbookPageSchema,
  playbooksIndexSchema,
} from './schemas/resources';

/**
 * Front-matter schemas, one per page type, discriminated by `type`.
 * Their inferred types are what the page types' components receive.
 */

export const genericPageSchema = z.strictObject({ type: z.literal('page'), ...base });

export const legalPageSchema = z.strictObject({
  type: z.literal('legal'),
  ...base,
  /** Legal texts are never indexed. */
  noindex: z.literal(true, { error: 'legal pages are always noindex' }).default(true),
  /** Date of the last change to the text. */
  updated: isoDate,
});

export const redirectPageSchema = z.strictObject({
  type: z.literal('redirect'),
  ...base,
  noindex: z.literal(true, { error: 'redirect pages are always noindex' }).default(true),
  /** Route the alias points to (unprefixed; the locale is added). */
  to: sitePath,
});

export const articlePageSchema = z.strictObject({
  type: z.literal('article'),
  ...base,
  /** Publication date. */
  date: isoDate,
  /** Author's display name. */
  author: text(3, 60),
  /** Card summary on the blog list. */
  excerpt: text(60, 240),
  /** Topic tags, in the page's language. */
  tags: z.array(z.string().trim().min(2)).min(1).max(6),
  /** The card's cover: a scene drawn in the page's locale (`src/data/sceneIds.ts`). */
  scene: z.enum(sceneIds),
});

const pageSchemas = [
  genericPageSchema,
  legalPageSchema,
  redirectPageSchema,
  articlePageSchema,
  homePageSchema,
  pricingPageSchema,
  sectionsPageSchema,
  blogIndexSchema,
  gamesIndexSchema,
  playbooksIndexSchema,
  playbookPageSchema,
  affiliatesPageSchema,
] as const;

/** Every page type, read from the schemas: the one list of page types. */
export const pageTypes = pageSchemas.map((schema) => schema.shape.type.value);

export const frontmatterSchema = z.discriminatedUnion('type', pageSchemas, {
  error: `expected type to be one of: ${pageTypes.join(', ')}`,
});

export type Frontmatter = z.infer<typeof frontmatterSchema>;
export type PageType = Frontmatter['type'];
export type FrontmatterOf<L extends PageType> = Extract<Frontmatter, { type: L }>;

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
