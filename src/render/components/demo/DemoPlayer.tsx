import { useEffect, useRef, useState } from 'react';
import type { DemoStory } from '../../../content/schemas/demo';
import { discStyles } from '../../../data/disc';
import { useLocale } from '../../hooks/useLocale';
import { fillSlots, follow, profileOf, scoreOf, startNode, type Ending, type Step } from './story';

/**
 * The playable demo: the client's lines, the visitor's choices, and a result. State lives in
 * memory only: nothing is stored and nothing is sent. Loaded when the visitor answers on the card.
 */
export function DemoPlayer({
  story,
  firstChoice,
  stageFolder,
  registerUrl,
  opensInNewTab,
}: {
  story: DemoStory;
  /** The answer chosen on the card, at the story's start: the player opens on where it leads. */
  firstChoice?: number;
  stageFolder: string;
  registerUrl: string;
  opensInNewTab: string;
}) {
  const { labels } = story;
  const { locale } = useLocale();
  const fill = (label: string, values: Record<string, number>) => fillSlots(label, values, locale);
  // The card's answer, taken as the first step.
  const [opened] = useState(() => {
    const start = startNode(story);
    const choice = firstChoice === undefined ? undefined : start.choices[firstChoice];
    if (!choice) return { steps: [] as Step[], node: start, ending: undefined };
    const next = follow(story, choice.next);
    return { steps: [{ node: start, choice }], node: next.node ?? start, ending: next.ending };
  });
  const [steps, setSteps] = useState<Step[]>(opened.steps);
  const [node, setNode] = useState(opened.node);
  const [ending, setEnding] = useState<Ending | undefined>(opened.ending);
  const focusRef = useRef<HTMLDivElement>(null);

  // Focus follows the story: each new line, then the result, is where the keyboard is.
  useEffect(() => focusRef.current?.focus(), [node, ending]);

  const choose = (index: number) => {
    const choice = node.choices[index]!;
    const next = follow(story, choice.next);
    setSteps((done) => [...done, { node, choice }]);
    if (next.node) setNode(next.node);
    else setEnding(next.ending);
  };
  const restart = () => {
    setSteps([]);
    setEnding(undefined);
    setNode(startNode(story));
  };

  const sceneIndex = story.scenes.findIndex((scene) => scene.id === node.scene);
  const scene = story.scenes[sceneIndex]!;
  const restartButton = (
    <button
      type="button"
      onClick={restart}
      className="min-h-10 rounded-full bg-white/90 px-4 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-brand-200 hover:bg-white"
    >
      ↺ {labels.restart}
    </button>
  );

  if (ending) {
    const { totals, main } = profileOf(steps);
    const { score, max } = scoreOf(steps);
    const top = Math.max(1, ...Object.values(totals));
    return (
      <div
        ref={focusRef}
        tabIndex={-1}
        data-demo="result"
        className="demo-in scroll-mt-24 rounded-3xl bg-white p-6 text-left text-slate-900 shadow-2xl outline-none sm:p-10"
      >
        <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
          {labels.result}
        </p>
        <h3 className="mt-2 text-2xl font-extrabold tracking-tight text-balance sm:text-3xl">
          {ending.title}
        </h3>
        <p className="mt-3 max-w-2xl text-lg leading-8 text-slate-700">{ending.text}</p>
        <dl className="mt-8 grid gap-6 sm:grid-cols-2">
          <div className="rounded-2xl bg-brand-50 p-5">
            <dt className="text-sm font-semibold text-slate-600">{labels.score}</dt>
            <dd className="mt-1 text-3xl font-extrabold text-brand-800">
              {fill(labels.scoreOf, { score, max })}
            </dd>
          </div>
          <div className="rounded-2xl bg-brand-50 p-5">
            <dt className="text-sm font-semibold text-slate-600">{labels.style}</dt>
            <dd className="mt-1 text-2xl font-extrabold text-brand-800">
              {main} · {labels.styles[main]}
            </dd>
          </div>
        </dl>
        <ul className="mt-6 grid gap-2" aria-label={labels.style}>
          {discStyles.map((style) => (
            <li key={style} className="grid grid-cols-[8rem_1fr_2rem] items-center gap-3 text-sm">
              <span className="font-semibold text-slate-700">
                {style} · {labels.styles[style]}
              </span>
              <span aria-hidden="true" className="h-2.5 rounded-full bg-slate-100">
                <span
                  className="block h-full rounded-full bg-brand-600"
                  style={{ width: `${(totals[style] / top) * 100}%` }}
                />
              </span>
              <span className="text-right font-semibold text-slate-900">{totals[style]}</span>
            </li>
          ))}
        </ul>
        <h4 className="mt-8 text-lg font-bold">{labels.choices}</h4>
        <ol className="mt-3 grid gap-3">
          {steps.map(({ node: answered, choice }) => (
            <li key={answered.id} className="rounded-2xl bg-slate-50 p-4">
              <p className="quoted font-semibold text-slate-900">{choice.text}</p>
              <p className="mt-1 text-slate-700">{choice.shows}</p>
            </li>
          ))}
        </ol>
        <div className="mt-8 flex flex-wrap gap-3">
          <a
            href={registerUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-12 items-center rounded-full bg-brand-600 px-6 font-semibold text-white shadow-sm hover:bg-brand-700"
          >
            {labels.signUp}
            <span className="sr-only"> {opensInNewTab}</span>
          </a>
          <button
            type="button"
            onClick={restart}
            className="min-h-12 rounded-full px-6 font-semibold text-brand-700 ring-1 ring-brand-200 ring-inset hover:bg-brand-50"
          >
            ↺ {labels.playAgain}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div data-demo="play" className="overflow-hidden rounded-3xl bg-white text-left shadow-2xl">
      <div className="relative">
        <img
          src={`${stageFolder}stage-${scene.setting}-${node.mood}.svg`}
          alt=""
          width={720}
          height={360}
          className="block h-auto w-full"
        />
        {/* One row, so a long scene title wraps beside the button instead of running under it. */}
        <div className="absolute inset-x-3 top-3 flex items-start justify-between gap-2">
          <p className="min-w-0 rounded-2xl bg-brand-950/80 px-3 py-1.5 text-xs font-bold text-white sm:text-sm">
            {fill(labels.sceneOf, { current: sceneIndex + 1, total: story.scenes.length })} ·{' '}
            {scene.title}
          </p>
          <div className="shrink-0">{restartButton}</div>
        </div>
      </div>
      <div className="p-5 sm:p-8">
        <div
          ref={focusRef}
          tabIndex={-1}
          aria-live="polite"
          className="scroll-mt-24 rounded-2xl bg-slate-50 p-5 outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          {/* The region stays; its words change, so screen readers announce each new line. */}
          <div key={node.id} className="demo-in">
            <p className="text-sm font-bold text-brand-700">{story.client.name}</p>
            {node.lines.map((line) => (
              <p key={line} className="mt-1 text-lg leading-8 text-slate-900">
                {line}
              </p>
            ))}
          </div>
        </div>
        <p
          id="demo-choose"
          className="mt-6 text-sm font-semibold tracking-wider text-slate-600 uppercase"
        >
          {labels.choose}
        </p>
        <ul aria-labelledby="demo-choose" className="mt-3 grid gap-3">
          {node.choices.map((choice, index) => (
            <li key={choice.text}>
              <button
                type="button"
                onClick={() => choose(index)}
                className="flex min-h-12 w-full items-start gap-3 rounded-2xl bg-white px-4 py-3 text-left font-semibold text-slate-900 ring-1 ring-brand-200 ring-inset hover:bg-brand-50 hover:ring-brand-400"
              >
                <span
                  aria-hidden="true"
                  className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-extrabold text-brand-700"
                >
                  {'ABC'[index]}
                </span>
                <span className="pt-0.5">{choice.text}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
