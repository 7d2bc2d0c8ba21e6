import sceneFolders from 'virtual:scenes';
import { useTranslation } from 'react-i18next';
import { registerUrl } from '../../../config/site';
import type { DemoStory } from '../../../content/schemas/demo';
import { useLocale } from '../../hooks/useLocale';

export interface DemoCardProps {
  story: DemoStory;
  /** Heads the card with the demo's eyebrow and title, where no band around it says what it is. */
  intro?: boolean;
  /** In the first screen: its picture is fetched at once. */
  eager?: boolean;
  /** "Play" was pressed and the player is on its way. */
  loading?: boolean;
}

/**
 * The playable demo before "Play" (markup only: DemoIsland plays it): the client and his opening
 * lines as HTML, readable without JavaScript, with a link to sign up. Its "Play" button is
 * `data-demo-play`, its label `data-demo-play-label`.
 *
 * On phones the card shows the client's portrait beside its heading instead of the whole room,
 * which would leave him a few pixels tall; wider, the room is on top.
 */
export function DemoCard({ story, intro = false, eager = false, loading = false }: DemoCardProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const opening = story.nodes.find((node) => node.id === story.start)!;
  const scene = story.scenes.find((candidate) => candidate.id === opening.scene)!;
  const stage = `${sceneFolders[locale]}stage-${scene.setting}-${opening.mood}`;
  return (
    <div
      data-demo-card
      className="overflow-hidden rounded-3xl bg-white text-left text-slate-900 shadow-2xl ring-1 ring-slate-900/5"
    >
      <div className="grid grid-cols-[5rem_1fr] items-center gap-4 px-5 pt-5 sm:block sm:p-0">
        <picture>
          <source
            media="(max-width: 639px)"
            srcSet={`${stage}.portrait.svg`}
            width={140}
            height={140}
          />
          <img
            src={`${stage}.svg`}
            alt=""
            width={720}
            height={360}
            loading={eager ? undefined : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            decoding="async"
            className="block size-20 rounded-2xl bg-brand-50 sm:h-auto sm:w-full sm:rounded-none"
          />
        </picture>
        <div className={intro ? 'sm:px-8 sm:pt-6' : 'sm:hidden'}>
          {intro ? (
            <>
              <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
                {story.eyebrow}
              </p>
              <p className="mt-1 text-lg leading-6 font-bold text-balance text-slate-950 sm:text-xl">
                {story.title}
              </p>
            </>
          ) : (
            <>
              <p className="font-bold text-slate-950">{story.client.name}</p>
              <p className="text-sm leading-5 text-slate-600">{story.client.role}</p>
            </>
          )}
        </div>
      </div>
      <div className="p-5 sm:px-8 sm:pt-5 sm:pb-8">
        <div className="rounded-2xl bg-slate-50 p-4 sm:p-5">
          {/* On phones the heading beside the portrait already names him, unless it is the intro. */}
          <p className={`text-sm font-bold text-brand-700 ${intro ? '' : 'max-sm:hidden'}`}>
            {story.client.name}
            <span className="font-normal text-slate-600 max-sm:hidden"> · {story.client.role}</span>
          </p>
          {opening.lines.map((line) => (
            <p key={line} className="mt-1 leading-7 sm:text-lg sm:leading-8">
              {line}
            </p>
          ))}
        </div>
        <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-3">
          {/* Without JavaScript there is nothing to play: the button is not shown. */}
          <button
            type="button"
            data-demo-play
            disabled={loading}
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-brand-600 px-6 text-lg font-semibold text-white shadow-sm hover:bg-brand-700 disabled:opacity-70 max-sm:w-full [@media(scripting:none)]:hidden"
          >
            <span aria-hidden="true">▶</span>
            <span data-demo-play-label>{loading ? story.labels.loading : story.labels.play}</span>
          </button>
          <noscript>
            <p className="text-slate-700">{story.labels.noScript}</p>
          </noscript>
          <a
            href={registerUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            {story.labels.signUp}
            <span className="sr-only"> {t('a11y.opensInNewTab')}</span>
          </a>
        </div>
      </div>
    </div>
  );
}
