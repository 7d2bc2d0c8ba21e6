import { describe, expect, it } from 'vitest';
import { defaultLocale, localeCodes, type Locale } from '../../i18n/locales';
import type { Frontmatter } from '../schema';
import type { DemoStory } from '../schemas/demo';
import { checkStoryGraphs, storyFaults } from './storyGraph';

const labels = {} as DemoStory['labels'];
const choice = (next: string, points = 1) => ({
  text: 'A choice',
  next,
  disc: { D: 1 },
  points,
  shows: 'What it showed.',
});

/** A sound story: start → middle → (won | lost). */
function story(): DemoStory {
  return {
    kind: 'demo',
    eyebrow: 'Demo',
    title: 'A demo',
    subtitle: 'A short story to play.',
    client: { name: 'Carlos', role: 'Buyer' },
    labels,
    start: 'start',
    scenes: [{ id: 'one', title: 'One', setting: 'office' }],
    nodes: [
      {
        id: 'start',
        scene: 'one',
        mood: 'calm',
        lines: ['Hello.'],
        choices: [choice('middle'), choice('lost', 0)],
      },
      {
        id: 'middle',
        scene: 'one',
        mood: 'calm',
        lines: ['Well?'],
        choices: [choice('won', 2), choice('lost', 0)],
      },
    ],
    endings: [
      { id: 'won', outcome: 'won', title: 'Won', text: 'You won the deal.' },
      { id: 'lost', outcome: 'lost', title: 'Lost', text: 'You lost the deal.' },
    ],
  };
}

const messages = (faulty: DemoStory) => storyFaults(faulty).map((fault) => fault.message);

describe('storyFaults', () => {
  it('finds none in a sound story', () => {
    expect(storyFaults(story())).toEqual([]);
  });

  it('names a choice that leads nowhere, by node and choice', () => {
    const faulty = story();
    faulty.nodes[1]!.choices[0]!.next = 'wom';
    expect(messages(faulty)).toContainEqual(
      expect.stringMatching(/node "middle", choice 1: leads nowhere \("wom"/),
    );
  });

  it('names an unreachable node and an unreachable ending', () => {
    const faulty = story();
    faulty.nodes.push({
      id: 'orphan',
      scene: 'one',
      mood: 'calm',
      lines: ['Hi.'],
      choices: [choice('won'), choice('lost')],
    });
    faulty.endings.push({
      id: 'never',
      outcome: 'open',
      title: 'Never',
      text: 'No path leads here.',
    });
    expect(messages(faulty)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/"orphan" is unreachable/),
        expect.stringMatching(/"never" is unreachable/),
      ]),
    );
  });

  it('names a node from which no path reaches an ending (a loop)', () => {
    const faulty = story();
    faulty.nodes[1]!.choices = [choice('start'), choice('middle')];
    faulty.nodes[0]!.choices = [choice('middle'), choice('middle')];
    expect(messages(faulty)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/node "start" reaches no ending/),
        expect.stringMatching(/node "middle" reaches no ending/),
      ]),
    );
  });

  it('names a story with no ending at all', () => {
    const faulty = story();
    faulty.endings = [];
    expect(messages(faulty)).toContainEqual('the story has no ending');
  });
});

describe('checkStoryGraphs', () => {
  const translated = localeCodes.findLast((l) => l !== defaultLocale)!;
  /** The same story in every locale, but where `changes` gives another. */
  const page = (story: DemoStory, changes: Partial<Record<Locale, DemoStory>> = {}) => ({
    route: '/games/demo',
    files: Object.fromEntries(localeCodes.map((l) => [l, `content/${l}/games/demo.mdx`])) as Record<
      Locale,
      string
    >,
    byLocale: Object.fromEntries(
      localeCodes.map((locale) => [
        locale,
        { type: 'sections', blocks: [changes[locale] ?? story] } as unknown as Frontmatter,
      ]),
    ) as Record<Locale, Frontmatter>,
  });
  const source = [
    'blocks:',
    '  - kind: demo',
    '    nodes:',
    '      - id: "start"',
    '      - id: "middle"',
  ].join('\n');

  it('names the file, the line and the node of a translation whose shape differs from Spanish', () => {
    const changed = story();
    changed.nodes[1]!.choices[0]!.points = 0;
    const problems = checkStoryGraphs([page(story(), { [translated]: changed })], () => source);
    expect(problems.map((problem) => problem.text)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/${translated}/games/demo\\.mdx:5: field "blocks": demo story: node "middle" differs from the default locale's .*content/${defaultLocale}/games/demo\\.mdx`,
        ),
      ),
    ]);
  });

  it('names the line of the node a fault is in', () => {
    const faulty = story();
    faulty.nodes[0]!.choices[0]!.next = 'nowhere';
    const problems = checkStoryGraphs([page(faulty)], () => source);
    expect(problems[0]?.text).toMatch(
      /^content\/es\/games\/demo\.mdx:4: field "blocks": demo story: node "start", choice 1: leads nowhere/,
    );
  });
});
