import { z } from 'zod';
import { discStyles } from '../../data/disc';
import { asSetting, line, paragraph, text } from './fields';

/**
 * A playable demo's story, written as content: scenes (where it happens), nodes (what the client
 * says and the choices that answer it) and endings. `npm run check:content` checks the graph:
 * every choice leads somewhere, every node is reachable and reaches an ending, and a translation
 * has the default locale's shape.
 */

const storyId = asSetting(
  z
    .string({ error: 'expected an id of lower-case letters, digits and dashes' })
    .regex(/^[a-z][a-z0-9-]*$/, {
      error: 'expected an id of lower-case letters, digits and dashes',
    }),
);

/** How much a choice shows of each DISC style, 0–3 (styles left out count 0). */
const discEffects = z
  .partialRecord(z.enum(discStyles), z.number().int().min(0).max(3))
  .refine((effects) => Object.values(effects).some((value) => value > 0), {
    error: 'expected at least one DISC style (D, I, S or C) above 0',
  });

export const demoChoice = z.strictObject({
  text: text(3, 110),
  /** The node or ending it leads to. */
  next: storyId,
  disc: discEffects,
  /** How well it lands with this client: 0, 1 or 2. */
  points: z.number().int().min(0).max(2),
  /** What the choice showed, for the result screen. */
  shows: text(10, 170),
});

export const demoNode = z.strictObject({
  id: storyId,
  /** The scene it belongs to. */
  scene: storyId,
  mood: z.enum(['calm', 'happy', 'angry']),
  lines: z.array(text(5, 240)).min(1).max(3),
  choices: z.array(demoChoice).min(2).max(3),
});

export const demoEnding = z.strictObject({
  id: storyId,
  outcome: z.enum(['won', 'open', 'lost']),
  title: text(3, 60),
  text: paragraph,
});

/** A label with `{name}` slots the player fills in: each slot must be there. */
const slotted = (...slots: string[]) =>
  text(2, 60).refine((value) => slots.every((slot) => value.includes(`{${slot}}`)), {
    error: `expected the slots ${slots.map((slot) => `{${slot}}`).join(' and ')}`,
  });

/** The player's words: this demo's own, so pages without a demo carry none of them. */
const demoLabels = z.strictObject({
  loading: text(2, 60),
  sceneOf: slotted('current', 'total'),
  restart: text(2, 30),
  choose: text(2, 60),
  result: text(2, 40),
  score: text(2, 30),
  scoreOf: slotted('score', 'max'),
  style: text(2, 40),
  styles: z.strictObject({ D: text(2, 30), I: text(2, 30), S: text(2, 30), C: text(2, 30) }),
  choices: text(2, 60),
  playAgain: text(2, 30),
  signUp: text(2, 50),
  /** Shown where JavaScript is off, beside the link to sign up. */
  noScript: text(20, 200),
});

export const demoBlock = z.strictObject({
  kind: z.literal('demo'),
  eyebrow: text(2, 40),
  title: line,
  subtitle: paragraph,
  /** The client the visitor sells to. */
  client: z.strictObject({ name: text(2, 40), role: text(2, 80) }),
  labels: demoLabels,
  /** The first node. */
  start: storyId,
  scenes: z
    .array(
      z.strictObject({
        id: storyId,
        title: text(2, 60),
        setting: z.enum(['office', 'meeting']),
      }),
    )
    .min(1)
    .max(4),
  nodes: z.array(demoNode).min(2).max(16),
  endings: z.array(demoEnding).min(1).max(5),
});

export type DemoStory = z.infer<typeof demoBlock>;
