import { z } from 'zod';
import { supportChannelIds } from '../../data/capabilities';
import { figureNames } from '../../data/figures';
import { integrationIds } from '../../data/integrations';
import { useCaseIds } from '../../data/useCases';
import { action, base, exactly, icon, line, paragraph, sitePath, status, text } from './fields';

const points = z.array(line).min(2).max(5);

/** Items listed by id must come in exactly this order, once each. */
function inOrder<T extends z.ZodType<{ id: string }>>(ids: readonly string[], item: T) {
  return z.array(item).refine((items) => items.map((i) => i.id).join() === ids.join(), {
    error: `expected items with ids ${ids.join(', ')}, in that order`,
  });
}

export const featureTabIds = ['storytelling', 'no-code', 'branding', 'metrics'] as const;
export const segmentIds = ['b2b-seller', 'entrepreneur', 'coach'] as const;

export const homePageSchema = z.strictObject({
  type: z.literal('home'),
  ...base,
  hero: z.strictObject({
    eyebrow: line,
    title: text(20, 90),
    subtitle: text(80, 260),
    /** Sign-up, then a meeting with sales. */
    actions: exactly(2, action),
    /** Follows the "10K+" figure. */
    socialProof: line,
    trialNote: line,
    /**
     * The one client the spec names, by one of its results: the figure from
     * `src/data/figures.ts`, what it measures (with the client's name), and the link to the case.
     */
    clientCase: z.strictObject({
      figure: z.enum(figureNames, {
        error: `expected a figure from src/data/figures.ts: ${figureNames.join(', ')}`,
      }),
      result: line,
      link: z.strictObject({ label: line, to: sitePath }),
    }),
    /** The playable demo the hero offers: a page's `#demo` block (`/games/simulador-ventas#demo`). */
    demo: sitePath.regex(/#demo$/, {
      error: 'expected the path of a page with a demo, ending in #demo',
    }),
  }),
  features: z.strictObject({
    title: line,
    subtitle: paragraph,
    tabs: inOrder(
      featureTabIds,
      z.strictObject({
        id: z.enum(featureTabIds),
        label: text(2, 24),
        title: line,
        body: paragraph,
        points,
      }),
    ),
  }),
  interviews: z.strictObject({ title: line, body: paragraph, points }),
  gamification: z.strictObject({
    title: line,
    body: paragraph,
    items: exactly(4, z.strictObject({ icon, title: line, description: paragraph })),
  }),
  useCases: z.strictObject({
    title: line,
    subtitle: paragraph,
    items: inOrder(
      useCaseIds,
      z.strictObject({ id: z.enum(useCaseIds), title: line, description: paragraph }),
    ),
  }),
  integrations: z.strictObject({
    title: line,
    subtitle: paragraph,
    items: inOrder(
      integrationIds,
      z.strictObject({ id: z.enum(integrationIds), title: line, description: paragraph }),
    ),
    inDevelopment: line,
  }),
  /**
   * Spec section 2's testimonials, while none is confirmed: example scenarios, each a team by role
   * and sector, its situation before and with Ludiqo. No name, face or quote poses as a client.
   */
  testimonials: z.strictObject({
    title: line,
    subtitle: paragraph,
    items: exactly(
      3,
      z.strictObject({
        /** Whose team, by role and sector: no invented name is shown as a real person. */
        role: line,
        sector: line,
        /** The team's situation before Ludiqo. */
        before: paragraph,
        /** What the team builds with Ludiqo, and what changes: no figure. */
        after: paragraph,
        status,
      }),
    ),
  }),
  segments: z.strictObject({
    title: line,
    items: inOrder(
      segmentIds,
      z.strictObject({
        id: z.enum(segmentIds),
        label: text(2, 30),
        title: line,
        body: paragraph,
        points,
        cta: line,
      }),
    ),
  }),
  support: z.strictObject({
    title: line,
    subtitle: paragraph,
    /** A short visible name for each support channel (src/data/capabilities.ts), under its icon. */
    channels: z.strictObject(
      Object.fromEntries(supportChannelIds.map((id) => [id, text(2, 40)])) as Record<
        (typeof supportChannelIds)[number],
        ReturnType<typeof text>
      >,
    ),
    actions: exactly(1, action),
  }),
  cta: z.strictObject({ title: line, subtitle: paragraph, actions: exactly(2, action) }),
});
