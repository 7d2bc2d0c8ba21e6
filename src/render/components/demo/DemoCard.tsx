import sceneFolders from 'virtual:scenes';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { registerUrl } from '../../../config/site';
import type { DemoStory } from '../../../content/schemas/demo';
import { useLocale } from '../../hooks/useLocale';
import { fillSlots } from './story';

export interface DemoCardProps {
  story: DemoStory;
  /** Heads the card with the demo's eyebrow and title, where no band around it says what it is. */
  intro?: boolean;
  /** An answer was chosen and the player is on its way. */
  loading?: boolean;
}

/**
 * The playable demo before it is played (markup only: DemoIsland plays it): the client, his
 * opening lines and the three answers the visitor can give, as HTML, with a link to sign up.
 * Choosing an answer starts the player at that answer: the first screen is already the game
 * (eighth and ninth design reviews). Each answer is a `data-demo-play` button carrying its index
 * in `data-demo-choice`; the words over them are `data-demo-play-label`, which say "loading"
 * while the player comes. Without JavaScript the answers are not shown and a note says why.
 */
export function DemoCard({ story, intro = false, loading = false }: DemoCardProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const chooseId = useId();
  const opening = story.nodes.find((node) => node.id === story.start)!;
  const sceneIndex = story.scenes.findIndex((candidate) => candidate.id === opening.scene);
  const scene = story.scenes[sceneIndex]!;
  const portrait = `${sceneFolders[locale]}stage-${scene.setting}-${opening.mood}.portrait.svg`;
  return (
    <div
      data-demo-card
      className="overflow-hidden rounded-3xl bg-white text-left text-slate-900 shadow-2xl ring-1 ring-slate-900/5"
    >
      <div
        className={`flex items-center gap-4 px-5 py-4 sm:gap-5 sm:px-8 sm:py-5 ${intro ? 'bg-brand-950' : 'bg-brand-700'}`}
      >
        <img
          src={portrait}
          alt=""
          width={140}
          height={140}
          // Lazy even in the first screen: a portrait this small is never the largest paint, and
          // an eager image makes React add a preload link inside the island's markup.
          loading="lazy"
          decoding="async"
          className="block size-16 shrink-0 rounded-2xl bg-brand-50 sm:size-20"
        />
        <div className="min-w-0">
          {intro ? (
            <>
              <p className="text-sm font-semibold tracking-wider text-accent-300 uppercase">
                {story.eyebrow}
              </p>
              <p className="mt-1 text-lg leading-6 font-bold text-balance text-white sm:text-xl">
                {story.title}
              </p>
            </>
          ) : (
            <>
              <p className="font-bold text-white">{story.client.name}</p>
              <p className="text-sm leading-5 text-brand-100">{story.client.role}</p>
            </>
          )}
          <p className="mt-1 text-sm text-brand-200">
            {fillSlots(
              story.labels.sceneOf,
              { current: sceneIndex + 1, total: story.scenes.length },
              locale,
            )}{' '}
            · {scene.title}
          </p>
        </div>
      </div>
      <div className="p-5 sm:px-8 sm:pt-6 sm:pb-7">
        <div className="rounded-2xl bg-slate-50 p-4 sm:p-5">
          {intro && (
            <p className="text-sm font-bold text-brand-700">
              {story.client.name}
              <span className="font-normal text-slate-600 max-sm:hidden">
                {' '}
                · {story.client.role}
              </span>
            </p>
          )}
          {opening.lines.map((line, index) => (
            <p
              key={line}
              className={`leading-7 sm:text-lg sm:leading-8 ${index > 0 || intro ? 'mt-1' : ''}`}
            >
              {line}
            </p>
          ))}
        </div>
        {/* Without JavaScript there is nothing to play: the answers are not shown. */}
        <div className="[@media(scripting:none)]:hidden">
          <p
            id={chooseId}
            data-demo-play-label
            aria-live="polite"
            className="mt-5 text-sm font-semibold tracking-wider text-slate-600 uppercase"
          >
            {loading ? story.labels.loading : story.labels.choose}
          </p>
          <ul aria-labelledby={chooseId} className="mt-3 grid gap-2.5">
            {opening.choices.map((choice, index) => (
              <li key={choice.text}>
                <button
                  type="button"
                  data-demo-play
                  data-demo-choice={index}
                  disabled={loading}
                  className="flex min-h-12 w-full items-start gap-3 rounded-2xl bg-white px-4 py-2.5 text-left font-semibold text-slate-900 ring-1 ring-brand-200 ring-inset hover:bg-brand-50 hover:ring-brand-400 disabled:opacity-70"
                >
                  <span
                    aria-hidden="true"
                    className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-extrabold text-white"
                  >
                    {'ABC'[index]}
                  </span>
                  <span className="pt-0.5 leading-6">{choice.text}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-5 [@media(scripting:enabled)]:hidden">
          <noscript>
            <p className="text-slate-700">{story.labels.noScript}</p>
          </noscript>
        </div>
        <a
          href={registerUrl}
          target="_blank"
          rel="noopener noreferrer"
          // Under a rule, in smaller words: right under the answers it read as a fourth one
          // (fourteenth design review).
          className="mt-5 block border-t border-slate-200 pt-4 text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          {story.labels.signUp}
          <span className="sr-only"> {t('a11y.opensInNewTab')}</span>
        </a>
      </div>
    </div>
  );
}
