import { z } from 'zod';
import { iconNames } from '../../render/components/ui/iconNames';
import { destinationNames } from '../../config/destinations';
import { proofStatuses } from '../../data/proof';
import { urlProblem, type UrlForm } from '../contentUrls';

/** Field builders shared by every page type's schema. */

/**
 * What a string field holds when it is not copy: a setting (an id, a date), an address, the
 * address of an image below `public/`, or of a video or its captions below `public/media/`. The
 * typography and the proof-reading leave such a field alone, by its key (`settingFields` in
 * src/i18n/typography.ts, held to the schemas by `settingFields.test.ts`); the content check
 * follows its addresses and opens its images, videos and captions (`fieldUses` in ./fieldUses.ts).
 * Choices among fixed values (enums) need no mark.
 */
export type FieldUse = 'setting' | 'address' | 'image' | 'video' | 'captions';

export const asSetting = <T extends z.ZodType>(schema: T, use: FieldUse = 'setting'): T =>
  schema.meta({ use });

export const text = (min: number, max: number) =>
  z
    .string({ error: 'expected text' })
    .trim()
    .min(min, { error: (issue) => lengthError(min, max, issue.input) })
    .max(max, { error: (issue) => lengthError(min, max, issue.input) });

function lengthError(min: number, max: number, input: unknown): string {
  return `expected ${min}–${max} characters, got ${String(input).trim().length}`;
}

/** The day of the build, on the build machine's calendar: no page is dated after it. */
export function buildDay(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A day that exists: `Date` would read 2026-02-30 as 2 March without a word. */
function isCalendarDay(iso: string): boolean {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** YAML parsers disagree on dates (Date object or string); both normalise to `YYYY-MM-DD`. */
export const isoDate = asSetting(
  z.preprocess(
    (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
    z
      .string({ error: 'expected a date as YYYY-MM-DD' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'expected a date as YYYY-MM-DD' })
      .superRefine((value, ctx) => {
        if (!isCalendarDay(value)) {
          ctx.addIssue({ code: 'custom', message: `${value} is not a day of the calendar` });
        } else if (value > buildDay()) {
          ctx.addIssue({
            code: 'custom',
            message: `${value} is after the day of the build (${buildDay()}): a page cannot be dated in the future (its sitemap and feed would say so); use the day it is published`,
          });
        }
      }),
  ),
);

/** A text field holding an address of one of the `forms` content may write (src/content/contentUrls.ts). */
export const address = (forms: UrlForm[]) =>
  asSetting(
    z.string({ error: 'expected an address as text' }).superRefine((value, ctx) => {
      const problem = urlProblem(value, forms, destinationNames);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    'address',
  );

/** A path on this site (`/pricing`, `/images/x.svg`): never another host's. */
export const sitePath = address(['site']);

/** An https:// address of another site. */
export const httpsUrl = address(['https']);

/** The last segment of a page's URL in its locale: lowercase ASCII words joined by hyphens. */
export const slug = asSetting(
  z.string({ error: 'expected a slug as text' }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error:
      'expected lowercase ASCII letters and digits in words joined by single hyphens, e.g. gamified-recruitment',
  }),
);

export const base = {
  /**
   * The last segment of the page's URL in an English or French file (`gamified-recruitment`:
   * `/en/gamified-recruitment/`); required there, except on the home page. Spanish pages live at
   * their file's path, the spec's URL, and take none (`src/content/check/checkFile.ts`).
   */
  slug: slug.optional(),
  /** `<title>` and social title. */
  title: text(10, 70),
  /** Meta and social description. */
  description: text(50, 170),
  /** Meta keywords, in the page's language. */
  keywords: z
    .array(
      z
        .string({ error: 'expected a keyword as text' })
        .trim()
        .min(2, { error: 'expected a keyword of 2–50 characters' })
        // A keyword is a search phrase: a longer one is a sentence pasted into the wrong field.
        .max(50, {
          error: (issue) =>
            `expected a keyword of 2–50 characters, got ${String(issue.input).length}`,
        }),
      { error: 'expected a list of keywords' },
    )
    .min(1, { error: 'expected at least 1 keyword' })
    .max(12, { error: 'expected at most 12 keywords' }),
  /** Social card (PNG or JPEG, 1200×630) below `public/`; defaults to the site's card. */
  socialImage: asSetting(
    sitePath.regex(/\.(png|jpe?g)$/, {
      error: 'expected a .png or .jpg path (social networks ignore SVG)',
    }),
    'image',
  ).optional(),
  /** Keeps the page out of search indexes. */
  noindex: z.boolean({ error: 'expected true or false' }).default(false),
};

/** A short line of copy with sensible bounds, for headings and labels. */
export const line = text(2, 120);
/** A paragraph of copy. */
export const paragraph = text(20, 700);

/** A list of exactly `count` items (the layouts are designed around that number). */
export function exactly<T extends z.ZodType>(count: number, item: T) {
  return z.array(item).length(count, { error: `expected exactly ${count} items` });
}

export const icon = z.enum(iconNames, {
  error: 'expected an icon name listed in src/render/components/ui/iconNames.ts',
});

export const image = asSetting(
  sitePath.regex(/\.(svg|png|jpe?g|webp)$/, { error: 'expected an image path' }),
  'image',
);

/**
 * A video below `public/media/`, MP4 or WebM. The content check opens it, and refuses it without a `captions` field beside it in the same object:
 * a video is heard, so its words must also be readable.
 */
export const video = asSetting(
  sitePath.regex(/^\/media\/[^?#]+\.(mp4|webm)$/, {
    error: 'expected a video below /media/: an .mp4 or .webm path',
  }),
  'video',
);

/** A video's captions: a WebVTT file below `public/media/`, which the content check opens. */
export const captions = asSetting(
  sitePath.regex(/^\/media\/[^?#]+\.vtt$/, {
    error: 'expected captions below /media/: a .vtt (WebVTT) path',
  }),
  'captions',
);

/** A list of `min` to `max` items. */
export const between = <T extends z.ZodType>(min: number, max: number, item: T) =>
  z
    .array(item)
    .min(min, { error: `expected ${min}–${max} items` })
    .max(max, { error: `expected ${min}–${max} items` });

/**
 * A button or link: its `label`, and where it goes `to`, a named place outside the site
 * (src/config/destinations.ts, opened in a new tab) or a site path.
 */
export const action = z.strictObject({
  label: text(2, 60),
  to: address(['destination', 'site']),
});

export type Action = z.infer<typeof action>;

/**
 * Whether the company has confirmed a piece of proof (a client, a testimonial): `sample` until
 * then, shown with an "illustrative example" label and listed by `npm run check:launch`.
 */
export const status = z.enum(proofStatuses, {
  error: `expected status to be ${proofStatuses.join(' or ')} (sample until the company confirms it)`,
});
