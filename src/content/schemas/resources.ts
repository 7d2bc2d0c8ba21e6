import { z } from 'zod';
import { useCaseIds } from '../../data/useCases';
import { sceneIds } from '../../data/sceneIds';
import { action, base, exactly, httpsUrl, icon, line, paragraph, text } from './fields';

/** Schemas of the blog, games, playbooks and affiliate pages. */

const indexHero = z.strictObject({
  eyebrow: text(2, 60),
  title: text(10, 90),
  subtitle: paragraph,
});
const cta = z.strictObject({ title: line, subtitle: paragraph, actions: exactly(1, action) });

export const blogIndexSchema = z.strictObject({
  type: z.literal('blog-index'),
  ...base,
  hero: indexHero,
  /** The band that ends the list: a list should lead somewhere. */
  cta,
});
export const gamesIndexSchema = z.strictObject({
  type: z.literal('games-index'),
  ...base,
  hero: indexHero,
  /**
   * The kinds of experience the same editor builds, each linking to its page
   * (`src/data/useCases.ts`): the list has one game, so it does not pose as a gallery.
   */
  kinds: z.strictObject({
    title: line,
    subtitle: paragraph.optional(),
    items: z
      .array(
        z.strictObject({ id: z.enum(useCaseIds), title: text(2, 40), description: text(30, 110) }),
      )
      .refine((items) => items.map((i) => i.id).join() === useCaseIds.join(), {
        error: `expected items with ids ${useCaseIds.join(', ')}, in that order`,
      }),
  }),
  cta,
});
export const playbooksIndexSchema = z.strictObject({
  type: z.literal('playbooks-index'),
  ...base,
  hero: indexHero,
  cta,
  /** Card link text ("see more"). */
  seeMore: text(2, 30),
});

const block = z.strictObject({ title: line, body: text(100, 900) });

/** `/playbooks/<slug>`: one schema; a prompt to copy, or a link to the custom assistant. */
export const playbookPageSchema = z
  .strictObject({
    type: z.literal('playbook'),
    ...base,
    /** Position on /playbooks. */
    order: z.number().int().min(1),
    category: text(2, 40),
    /** The page's h1 and the card title. */
    heading: text(5, 70),
    /** Card description. */
    summary: text(60, 200),
    /** The card's cover: a scene drawn in the page's locale (`src/data/sceneIds.ts`). */
    scene: z.enum(sceneIds),
    problem: block,
    solution: block,
    copyLabel: text(2, 40).optional(),
    prompt: text(200, 4000).optional(),
    assistant: z
      .strictObject({
        label: line,
        url: httpsUrl,
        note: paragraph,
      })
      .optional(),
  })
  .refine(
    (page) =>
      (page.prompt && page.copyLabel && !page.assistant) || (page.assistant && !page.prompt),
    {
      error: 'expected either prompt and copyLabel, or assistant',
      path: ['prompt'],
    },
  );

/** `/affiliates`. Figures come from `src/data/affiliates.ts` through `{{tokens}}`. */
export const affiliatesPageSchema = z.strictObject({
  type: z.literal('affiliates'),
  ...base,
  hero: z.strictObject({
    eyebrow: text(2, 60),
    title: text(10, 90),
    subtitle: paragraph,
    /** Join the programme, then a link to the prices. */
    actions: exactly(2, action),
  }),
  benefits: z.strictObject({
    title: line,
    items: exactly(4, z.strictObject({ icon, title: line, description: paragraph })),
  }),
  steps: z.strictObject({
    title: line,
    items: exactly(4, z.strictObject({ title: line, description: paragraph })),
  }),
  commission: z.strictObject({
    title: line,
    subtitle: paragraph,
    /** A subscription's monthly amount, the commission on it per month, and over the period. */
    columns: z.strictObject({ subscription: line, monthly: line, total: line }),
    perMonth: text(1, 20),
    tenReferrals: line.refine(
      (value) => ['{{count}}', '{{price}}', '{{amount}}'].every((token) => value.includes(token)),
      { error: 'expected the {{count}}, {{price}} and {{amount}} placeholders' },
    ),
    caption: line,
  }),
  details: z.strictObject({
    title: line,
    items: z.strictObject({
      commission: text(10, 200),
      cookie: text(10, 200),
      minimumPayout: text(10, 200),
      payout: text(10, 200),
      approval: text(10, 200),
    }),
  }),
  audiences: z.strictObject({
    title: line,
    items: exactly(4, z.strictObject({ icon, title: line, description: paragraph })),
  }),
  cta,
});
