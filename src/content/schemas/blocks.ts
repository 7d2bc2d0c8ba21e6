import { z } from 'zod';
import { figureNames } from '../../data/figures';
import { useCaseIds } from '../../data/useCases';
import { sceneIds } from '../../data/sceneIds';
import { demoBlock } from './demo';
import {
  action,
  base,
  between,
  icon,
  image,
  line,
  paragraph,
  sitePath,
  status,
  text,
} from './fields';

/**
 * The blocks a `sections` page lists in its front-matter, in the order they show. Each kind has
 * one schema here and one component in `src/render/components/blocks/`, and the same field names
 * everywhere: `title`, `subtitle` (the paragraph under a title), `items`, `actions`, `tone`.
 */

const tone = z.enum(['white', 'muted', 'brand', 'dark']).optional();

const iconCard = z.strictObject({ icon, title: line, description: paragraph });
/** A percentage in running text, in any of the site's languages ("68%", "68 %", "68 por ciento"). */
const percentage = /\d\s?%|\d\s?(?:por ciento|per ?cent|pour ?cent)/i;

/** A product scene from `src/data/sceneIds.ts`, drawn in the page's locale. */
const scene = z.enum(sceneIds);

export const heroBlock = z.strictObject({
  kind: z.literal('hero'),
  eyebrow: text(2, 60),
  title: text(10, 100),
  subtitle: paragraph,
  actions: between(0, 2, action).default([]),
  /** Short proof points under the buttons. */
  checks: between(1, 3, text(10, 90)).optional(),
  /** Shown beside the text on desktops, below it on phones. */
  image: image.optional(),
  /** A product scene beside the text, in place of an image. */
  scene: scene.optional(),
  /** `stacked`: the text centred, and the scene or image wide below it. */
  layout: z.enum(['split', 'stacked']).default('split'),
  tone: z.enum(['light', 'dark']).default('light'),
});

export const blockSchemas = [
  heroBlock,
  /** A product scene beside a short story of what it shows: title, a paragraph, key points. */
  z.strictObject({
    kind: z.literal('showcase'),
    eyebrow: text(2, 40).optional(),
    title: line,
    subtitle: paragraph,
    points: between(2, 4, text(10, 110)).optional(),
    scene,
    /** The scene on the left on desktops. */
    flip: z.boolean().default(false),
    tone,
  }),
  /**
   * A product story in steps, each told beside its scene: stepped on desktops (one scene at a
   * time, a radio group picks it), every step in turn on phones; readable without JavaScript.
   */
  z.strictObject({
    kind: z.literal('tour'),
    eyebrow: text(2, 40).optional(),
    title: line,
    subtitle: paragraph.optional(),
    tone,
    // Eight at most: global.css has a rule for each step's place.
    steps: between(3, 8, z.strictObject({ title: line, description: paragraph, scene })),
  }),
  /**
   * The page's MDX body, as a band of prose; `facts` beside it, a card of short label and value
   * pairs (a case study's summary).
   */
  z.strictObject({
    kind: z.literal('body'),
    title: line.optional(),
    facts: z
      .strictObject({
        title: line,
        items: between(2, 6, z.strictObject({ label: text(2, 40), value: text(2, 90) })),
      })
      .optional(),
  }),
  z.strictObject({
    kind: z.literal('icon-cards'),
    title: line,
    subtitle: paragraph.optional(),
    tone,
    /**
     * `grid`: cards in rows. `list`: the heading beside a numbered list. `bento`: the first card
     * large, the others around it. `row`: the heading over the items in one row, no cards.
     * So pages do not all show the same grid of cards.
     */
    layout: z.enum(['grid', 'list', 'bento', 'row']).default('grid'),
    items: between(2, 8, iconCard),
  }),
  z.strictObject({
    kind: z.literal('feature-list'),
    title: line,
    tone,
    items: between(2, 12, z.strictObject({ icon, text: text(20, 160) })),
  }),
  z.strictObject({
    kind: z.literal('steps'),
    title: line,
    tone,
    /** `cards` (a grid of numbered cards) or `flow` (numbers on a line that runs step to step). */
    layout: z.enum(['cards', 'flow']).default('cards'),
    items: between(2, 6, z.strictObject({ title: line, description: paragraph })),
  }),
  z.strictObject({
    kind: z.literal('client-cards'),
    title: line,
    tone,
    /**
     * What the sample cards' figures are: the outcome the example tells (`outcome`), or the
     * target its scenario sets (`target`, engagement's campaign ideas).
     */
    sampleFigures: z.enum(['outcome', 'target']).default('outcome'),
    items: between(
      1,
      6,
      z
        .strictObject({
          /**
           * A client's name only once it is `confirmed` and may be cited; a sample card describes
           * the client by sector and size instead ("Cadena logística · 1.200 empleados").
           */
          company: text(2, 60),
          sector: text(2, 60),
          /**
           * A sample card's figure is written out (`value`); a confirmed client's result is named
           * from `src/data/figures.ts` (`figure`), so it reads the same wherever it is cited.
           */
          metrics: between(
            1,
            3,
            z.union([
              // A figure, never a word, where the card shows a number ("Objetivo" read as a placeholder).
              z.strictObject({
                value: text(1, 24).regex(/\d/, {
                  error: 'expected a figure (a number), not words',
                }),
                label: line,
              }),
              z.strictObject({
                figure: z.enum(figureNames, {
                  error: `expected a figure from src/data/figures.ts: ${figureNames.join(', ')}`,
                }),
                label: line,
              }),
            ]),
          ),
          summary: paragraph,
          /** The full story, shown when the reader expands the card. */
          story: text(100, 900).optional(),
          /** A case-study page the card links to instead of expanding. */
          caseStudy: sitePath.optional(),
          status,
        })
        // Only a real client has a case to link to: a sample's "read more" opens in place.
        .refine((client) => !client.caseStudy || client.status === 'confirmed', {
          error: 'expected a case study only on a confirmed client',
          path: ['caseStudy'],
        })
        // A sample's figure is its example result, in `metrics` under that name; told again in
        // its prose, it read as a result that happened (eighteenth design review).
        .refine((client) => client.status !== 'sample' || !percentage.test(client.summary), {
          error: "expected no percentage in a sample card's summary: its figure goes in metrics",
          path: ['summary'],
        })
        .refine((client) => client.status !== 'sample' || !percentage.test(client.story ?? ''), {
          error: "expected no percentage in a sample card's story: its figure goes in metrics",
          path: ['story'],
        }),
    ),
  }),
  /** Figures from `src/data/figures.ts`, named here and never retyped. */
  z.strictObject({
    kind: z.literal('stats'),
    title: line,
    subtitle: paragraph.optional(),
    tone,
    items: between(
      1,
      4,
      z.strictObject({
        figure: z.enum(figureNames, {
          error: `expected a figure from src/data/figures.ts: ${figureNames.join(', ')}`,
        }),
        label: line,
        /** What the figure measures, in words: no figure of its own. */
        note: text(20, 200).optional(),
      }),
    ),
    link: action.optional(),
  }),
  z.strictObject({
    kind: z.literal('testimonial'),
    quote: paragraph,
    /** Who speaks, by role and sector: no invented name is shown as a real person. */
    role: line,
    sector: line,
    status,
    tone,
  }),
  z.strictObject({
    kind: z.literal('checklist'),
    title: line,
    subtitle: paragraph.optional(),
    /** The heading of the card that holds the list. */
    listTitle: line,
    tone,
    items: between(2, 8, text(10, 200)),
  }),
  /**
   * The usual way beside the same job done with Ludiqo, row by row. `columns` names the two
   * sides: the usual way first.
   */
  z.strictObject({
    kind: z.literal('comparison'),
    title: line,
    subtitle: paragraph.optional(),
    tone,
    columns: z.tuple([text(2, 40), text(2, 40)]),
    items: between(3, 6, z.strictObject({ before: text(10, 140), after: text(10, 140) })),
  }),
  /**
   * Onboarding: the first weeks as the new hire lives them, milestone by milestone, with what their
   * manager sees at each one. `lanes` names the two rows: the new hire's first.
   */
  z.strictObject({
    kind: z.literal('timeline'),
    title: line,
    subtitle: paragraph.optional(),
    tone,
    lanes: z.tuple([text(2, 40), text(2, 40)]),
    items: between(
      3,
      5,
      z.strictObject({
        when: text(2, 24),
        title: line,
        player: text(20, 200),
        manager: text(20, 200),
      }),
    ),
  }),
  /**
   * Compliance: the record a manager reads, drawn as the product's table (`columns`, then `rows`
   * of as many cells), beside what it lets them see. `caption` labels the rows as an example.
   */
  z
    .strictObject({
      kind: z.literal('record'),
      title: line,
      subtitle: paragraph.optional(),
      tone,
      window: text(2, 60),
      caption: text(2, 60),
      columns: between(3, 4, text(2, 30)),
      rows: between(2, 5, between(3, 4, text(1, 40))),
      points: between(2, 4, text(10, 160)),
    })
    .refine((block) => block.rows.every((row) => row.length === block.columns.length), {
      error: 'expected every row to have one cell per column',
      path: ['rows'],
    }),
  /**
   * Engagement: a campaign laid out on its calendar, one column per period (`when`), under a bar
   * that names the campaign.
   */
  z.strictObject({
    kind: z.literal('calendar'),
    title: line,
    subtitle: paragraph.optional(),
    tone,
    campaign: text(2, 60),
    items: between(
      2,
      4,
      z.strictObject({ when: text(2, 24), title: line, description: text(20, 220) }),
    ),
  }),
  /**
   * Upskilling: each skill, the situations that train it, and what the metrics show of it.
   * `columns` heads the three.
   */
  z.strictObject({
    kind: z.literal('skill-map'),
    title: line,
    subtitle: paragraph.optional(),
    tone,
    columns: z.tuple([text(2, 30), text(2, 30), text(2, 30)]),
    items: between(
      3,
      5,
      z.strictObject({
        icon,
        skill: line,
        situations: between(1, 3, text(5, 80)),
        measure: text(20, 200),
      }),
    ),
  }),
  /**
   * Trainers: one lesson before (a slide of bullets) and after (the same lesson as a scene with a
   * choice), in a full-width band.
   */
  z.strictObject({
    kind: z.literal('transformation'),
    title: line,
    subtitle: paragraph.optional(),
    before: z.strictObject({
      label: text(2, 30),
      file: text(2, 40),
      heading: text(2, 60),
      bullets: between(2, 5, text(2, 60)),
      footer: text(2, 40),
    }),
    /** The arrow between the two. */
    via: text(2, 30),
    after: z.strictObject({
      label: text(2, 30),
      heading: text(2, 60),
      speaker: text(2, 30),
      line: text(10, 160),
      choices: between(2, 3, text(2, 60)),
    }),
  }),
  /** The use cases, each linking to its landing page (`src/data/useCases.ts`). */
  z.strictObject({
    kind: z.literal('use-cases'),
    title: line,
    tone,
    items: z
      .array(
        z.strictObject({ id: z.enum(useCaseIds), title: line, description: paragraph, cta: line }),
      )
      .refine((items) => items.map((i) => i.id).join() === useCaseIds.join(), {
        error: `expected items with ids ${useCaseIds.join(', ')}, in that order`,
      }),
  }),
  /** Lettered profiles (the DISC styles). */
  z.strictObject({
    kind: z.literal('profiles'),
    title: line,
    subtitle: paragraph.optional(),
    /** One thing a customer says, in its quotation marks: the profiles become the answers to it. */
    objection: line.optional(),
    tone,
    items: between(
      2,
      6,
      z.strictObject({
        letter: text(1, 2),
        name: text(2, 30),
        description: paragraph,
      }),
    ),
  }),
  /** A short playable story (the sales simulator's demo); its player loads on the first answer. */
  demoBlock,
  z.strictObject({
    kind: z.literal('cta'),
    title: line,
    subtitle: paragraph,
    actions: between(1, 2, action),
  }),
] as const;

export const blockKinds = blockSchemas.map((schema) => schema.shape.kind.value);

export const blockSchema = z.discriminatedUnion('kind', blockSchemas, {
  error: `expected kind to be one of: ${blockKinds.join(', ')}`,
});

export type Block = z.infer<typeof blockSchema>;
export type BlockKind = Block['kind'];
export type BlockOf<K extends BlockKind> = Extract<Block, { kind: K }>;

/**
 * The marketing pages (landings, solutions, offers, the platform hub, case studies, games): a
 * sequence of typed blocks that opens with a hero.
 */
export const sectionsPageSchema = z
  .strictObject({
    type: z.literal('sections'),
    ...base,
    /**
     * What a list page (/games) shows of this page, with the hero's picture unless `scene` gives
     * the card one of its own: a list page opens on its first card, and no two pages open alike.
     */
    card: z
      .strictObject({ title: text(3, 40), excerpt: text(60, 220), scene: scene.optional() })
      .optional(),
    blocks: z.array(blockSchema).min(2, { error: 'expected a hero and at least one more block' }),
  })
  .superRefine((page, ctx) => {
    if (page.blocks[0]?.kind !== 'hero') {
      ctx.addIssue({
        code: 'custom',
        path: ['blocks', 0, 'kind'],
        message: 'expected the first block to be a hero',
      });
    }
    page.blocks.forEach((block, index) => {
      if (index > 0 && block.kind === 'hero') {
        ctx.addIssue({
          code: 'custom',
          path: ['blocks', index, 'kind'],
          message: 'a page has one hero, first',
        });
      }
    });
    const hero = page.blocks[0];
    if (hero?.kind === 'hero' && hero.image && hero.scene) {
      ctx.addIssue({
        code: 'custom',
        path: ['blocks', 0, 'scene'],
        message: 'a hero shows an image or a scene, not both',
      });
    }
    if (
      page.card &&
      !(page.blocks[0]?.kind === 'hero' && (page.blocks[0].image || page.blocks[0].scene))
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['card'],
        message: 'a listed page needs a hero image or scene: the card shows it',
      });
    }
    if (page.blocks.filter((block) => block.kind === 'body').length > 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['blocks'],
        message: 'expected at most one body block (the body shows once)',
      });
    }
  });
