import type { DemoStory } from '../../../content/schemas/demo';
import { discStyles, type DiscStyle } from '../../../data/disc';
import type { Locale } from '../../../i18n/locales';
import { numberSpace } from '../../../i18n/typography';

type Node = DemoStory['nodes'][number];
type Choice = Node['choices'][number];
export type Ending = DemoStory['endings'][number];

/** One answer given: the node it answered and the choice made. */
export interface Step {
  node: Node;
  choice: Choice;
}

/** Where a choice leads: the next node, or an ending. */
export function follow(story: DemoStory, next: string): { node?: Node; ending?: Ending } {
  const node = story.nodes.find((candidate) => candidate.id === next);
  if (node) return { node };
  return { ending: story.endings.find((candidate) => candidate.id === next) };
}

export const startNode = (story: DemoStory) => follow(story, story.start).node!;

/** The DISC styles the answers showed, summed, and the one shown most (the first on a tie). */
export function profileOf(steps: Step[]): { totals: Record<DiscStyle, number>; main: DiscStyle } {
  const totals = { D: 0, I: 0, S: 0, C: 0 };
  for (const { choice } of steps) {
    for (const style of discStyles) totals[style] += choice.disc[style] ?? 0;
  }
  const main = discStyles.reduce((best, style) => (totals[style] > totals[best] ? style : best));
  return { totals, main };
}

/** Points won, out of the best answer at each node the visitor reached. */
export function scoreOf(steps: Step[]): { score: number; max: number } {
  return {
    score: steps.reduce((sum, { choice }) => sum + choice.points, 0),
    max: steps.reduce(
      (sum, { node }) => sum + Math.max(...node.choices.map((choice) => choice.points)),
      0,
    ),
  };
}

/**
 * A label with its `{slots}` filled: "Scène {current} sur {total}" → "Scène 1 sur 3". A number
 * stays on the line of the word after it, where the locale's typography asks it to.
 */
export function fillSlots(label: string, values: Record<string, number>, locale: Locale): string {
  return label.replace(/\{(\w+)\}( ?)/g, (slot, name: string, space: string) =>
    values[name] === undefined ? slot : `${values[name]}${space && numberSpace(locale)}`,
  );
}
