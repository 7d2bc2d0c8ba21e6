import { localeCodes, type Locale } from '../../i18n/locales';
import type { DemoStory } from '../schemas/demo';
import type { Frontmatter } from '../schema';
import type { ShapedPage } from './pageShapes';
import { error, located, type Problem } from './problems';

/** The line that declares `id: <id>` (or `start:`), where a writer goes to fix a node. */
function lineOf(source: string, pattern: RegExp): number | undefined {
  const index = source.split('\n').findIndex((line) => pattern.test(line));
  return index < 0 ? undefined : index + 1;
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const idLine = (id: string) => new RegExp(`^\\s*-?\\s*id:\\s*["']?${escape(id)}["']?\\s*$`);

/**
 * A story's faults, each named by node: a choice that leads nowhere, a node no path reaches, a
 * node from which no path reaches an ending, a scene that does not exist.
 */
export function storyFaults(story: DemoStory): { id: string; message: string }[] {
  const faults: { id: string; message: string }[] = [];
  const nodes = new Map(story.nodes.map((node) => [node.id, node]));
  const endings = new Set(story.endings.map((ending) => ending.id));
  const scenes = new Set(story.scenes.map((scene) => scene.id));
  const seen = new Set<string>();
  for (const id of [...nodes.keys(), ...endings]) {
    if (seen.has(id))
      faults.push({ id, message: `id "${id}" is used twice; give each node and ending its own` });
    seen.add(id);
  }
  if (!nodes.has(story.start)) {
    faults.push({ id: story.start, message: `start "${story.start}" is not a node` });
  }
  for (const node of story.nodes) {
    if (!scenes.has(node.scene)) {
      faults.push({
        id: node.id,
        message: `node "${node.id}": scene "${node.scene}" does not exist`,
      });
    }
    node.choices.forEach((choice, index) => {
      if (!nodes.has(choice.next) && !endings.has(choice.next)) {
        faults.push({
          id: node.id,
          message: `node "${node.id}", choice ${index + 1}: leads nowhere ("${choice.next}" is neither a node nor an ending)`,
        });
      }
    });
  }
  // Reachable from the start.
  const reached = new Set<string>();
  const queue = nodes.has(story.start) ? [story.start] : [];
  while (queue.length) {
    const id = queue.shift()!;
    if (reached.has(id)) continue;
    reached.add(id);
    for (const choice of nodes.get(id)?.choices ?? []) queue.push(choice.next);
  }
  for (const id of [...nodes.keys(), ...endings]) {
    if (!reached.has(id)) {
      faults.push({
        id,
        message: `"${id}" is unreachable: no choice on any path from the start leads to it`,
      });
    }
  }
  // Reaches an ending: grow the set of nodes with a choice into an ending, or into such a node.
  const ends = new Set(endings);
  for (let grew = true; grew;) {
    grew = false;
    for (const node of story.nodes) {
      if (!ends.has(node.id) && node.choices.some((choice) => ends.has(choice.next))) {
        ends.add(node.id);
        grew = true;
      }
    }
  }
  if (!endings.size) faults.push({ id: story.start, message: 'the story has no ending' });
  for (const node of story.nodes) {
    if (!ends.has(node.id) && reached.has(node.id)) {
      faults.push({
        id: node.id,
        message: `node "${node.id}" reaches no ending: every path from it loops or stops; lead a choice to an ending`,
      });
    }
  }
  return faults;
}

/** A story's shape: ids, scenes, where each choice leads and what it counts; never its words. */
export function storyShape(story: DemoStory): string {
  return JSON.stringify({
    start: story.start,
    scenes: story.scenes.map(({ id, setting }) => [id, setting]),
    nodes: story.nodes.map((node) => [
      node.id,
      node.scene,
      node.mood,
      node.lines.length,
      node.choices.map((choice) => [choice.next, choice.disc, choice.points]),
    ]),
    endings: story.endings.map(({ id, outcome }) => [id, outcome]),
  });
}

/** Where two shapes first differ, in words a writer can act on. */
function shapeDifference(story: DemoStory, original: DemoStory): { id: string; message: string } {
  const nodes = new Map(original.nodes.map((node) => [node.id, node]));
  for (const node of story.nodes) {
    const twin = nodes.get(node.id);
    if (!twin)
      return { id: node.id, message: `node "${node.id}" is not in the default locale's story` };
    if (storyShape({ ...story, nodes: [node] }) !== storyShape({ ...story, nodes: [twin] })) {
      return {
        id: node.id,
        message: `node "${node.id}" differs from the default locale's (its scene, mood, number of lines, or its choices' next, disc or points)`,
      };
    }
  }
  for (const node of original.nodes) {
    if (!story.nodes.some((other) => other.id === node.id)) {
      return {
        id: story.start,
        message: `node "${node.id}" of the default locale's story is missing`,
      };
    }
  }
  return {
    id: story.start,
    message: "the start, the scenes or the endings differ from the default locale's story",
  };
}

const storiesOf = (meta: Frontmatter): DemoStory[] =>
  meta.type === 'sections'
    ? meta.blocks.filter((block): block is DemoStory => block.kind === 'demo')
    : [];

/** Every demo story's graph in every locale, and each translation's shape against the first. */
export function checkStoryGraphs(pages: ShapedPage[], read: (file: string) => string): Problem[] {
  const problems: Problem[] = [];
  const [first] = localeCodes;
  for (const page of pages) {
    for (const locale of localeCodes) {
      const stories = storiesOf(page.byLocale[locale]);
      const file = page.files[locale];
      const report = (id: string, message: string) => {
        const source = read(file);
        const line = lineOf(source, idLine(id)) ?? lineOf(source, /^\s*-\s*kind:\s*["']?demo/);
        problems.push(error(located(file, { line }, 'blocks', `demo story: ${message}`)));
      };
      stories.forEach((story, index) => {
        for (const fault of storyFaults(story)) report(fault.id, fault.message);
        const original =
          locale === first ? undefined : storiesOf(page.byLocale[first as Locale])[index];
        if (original && storyShape(story) !== storyShape(original)) {
          const difference = shapeDifference(story, original);
          report(
            difference.id,
            `${difference.message}; keep the story's shape from ${page.files[first as Locale]}`,
          );
        }
      });
    }
  }
  return problems;
}
