import sceneFolders from 'virtual:scenes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerUrl } from '../../config/site';
import type { BlockOf } from '../../content/schemas/blocks';
import { useLocale } from '../../lib/useLocale';
import { Container } from '../ui/Container';
import type { DemoPlayer } from './DemoPlayer';

/**
 * The playable demo's band. The page ships the story's opening as HTML (readable without
 * JavaScript, with a link to sign up); the player's code loads only when the visitor presses
 * "Play", so the page's first load does not pay for it.
 */
export function DemoBlock({ block }: { block: BlockOf<'demo'> }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [Player, setPlayer] = useState<typeof DemoPlayer>();
  const [loading, setLoading] = useState(false);
  const opening = block.nodes.find((node) => node.id === block.start)!;
  const scene = block.scenes.find((candidate) => candidate.id === opening.scene)!;
  const stageFolder = `${sceneFolders[locale]}`;

  const play = async () => {
    setLoading(true);
    const { DemoPlayer } = await import('./DemoPlayer');
    setPlayer(() => DemoPlayer);
  };

  return (
    <section id="demo" data-block="demo" className="bg-brand-950 py-16 text-white sm:py-24">
      <Container className="grid items-start gap-10 lg:grid-cols-[2fr_3fr] lg:gap-16">
        <div>
          <p className="text-sm font-semibold tracking-wider text-accent-300 uppercase">
            {block.eyebrow}
          </p>
          <h2 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {block.title}
          </h2>
          <p className="mt-4 text-lg leading-8 text-pretty text-brand-100">{block.subtitle}</p>
          <p className="mt-6 text-sm text-brand-200">
            <span className="font-semibold text-white">{block.client.name}</span> ·{' '}
            {block.client.role}
          </p>
        </div>
        {Player ? (
          <Player
            story={block}
            stageFolder={stageFolder}
            registerUrl={registerUrl}
            opensInNewTab={t('a11y.opensInNewTab')}
          />
        ) : (
          <div className="overflow-hidden rounded-3xl bg-white text-left text-slate-900 shadow-2xl">
            <img
              src={`${stageFolder}stage-${scene.setting}-${opening.mood}.svg`}
              alt=""
              width={720}
              height={360}
              loading="lazy"
              decoding="async"
              className="block h-auto w-full"
            />
            <div className="p-5 sm:p-8">
              <div className="rounded-2xl bg-slate-50 p-5">
                <p className="text-sm font-bold text-brand-700">{block.client.name}</p>
                {opening.lines.map((line) => (
                  <p key={line} className="mt-1 text-lg leading-8">
                    {line}
                  </p>
                ))}
              </div>
              <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-3">
                {/* Without JavaScript there is nothing to play: the button is not shown. */}
                <button
                  type="button"
                  onClick={play}
                  disabled={loading}
                  className="inline-flex min-h-12 items-center gap-2 rounded-full bg-brand-600 px-6 text-lg font-semibold text-white shadow-sm hover:bg-brand-700 disabled:opacity-70 [@media(scripting:none)]:hidden"
                >
                  <span aria-hidden="true">▶</span>
                  {loading ? block.labels.loading : block.labels.play}
                </button>
                <noscript>
                  <p className="text-slate-700">{block.labels.noScript}</p>
                </noscript>
                <a
                  href={registerUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
                >
                  {block.labels.signUp}
                  <span className="sr-only"> {t('a11y.opensInNewTab')}</span>
                </a>
              </div>
            </div>
          </div>
        )}
      </Container>
    </section>
  );
}
