import { useState, type FC, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { registerUrl } from '../../../config/site';
import type { DemoStory } from '../../../content/schemas/demo';
import { keepPreRendered } from '../../islands/staticPart';
import type { DemoCardProps } from './DemoCard';
import type { DemoPlayer } from './DemoPlayer';

/**
 * The playable demo: its card (DemoCard) until an answer is chosen, then the player, loaded then
 * and started at that answer.
 *
 * A first visit hydrates only this: the card keeps its pre-rendered HTML and its code is never
 * fetched, so the demo costs a page a few hundred bytes before it is played. `Card` is code, not
 * data: JSON leaves functions out of an island's props, so the hydrating island never has it,
 * while the server and client-side navigation, which render the page's layout, pass it and draw
 * the card.
 */
export function DemoIsland({
  story,
  stageFolder,
  card,
  Card,
}: {
  story: DemoStory;
  /** Where the player's stages are published (`virtual:scenes`), read where the card is drawn. */
  stageFolder: string;
  card: Omit<DemoCardProps, 'story' | 'loading'>;
  Card?: FC<DemoCardProps>;
}) {
  const { t } = useTranslation();
  const [Player, setPlayer] = useState<typeof DemoPlayer>();
  const [loading, setLoading] = useState(false);
  const [firstChoice, setFirstChoice] = useState(0);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('[data-demo-play]');
    if (!button || loading) return;
    setLoading(true);
    setFirstChoice(Number(button.dataset.demoChoice ?? 0));
    if (!Card) {
      // The kept HTML is not React's to render: its answers say "loading" by themselves.
      const card = event.currentTarget;
      for (const answer of card.querySelectorAll<HTMLButtonElement>('[data-demo-play]'))
        answer.disabled = true;
      card.querySelector('[data-demo-play-label]')!.textContent = story.labels.loading;
    }
    void import('./DemoPlayer').then(({ DemoPlayer }) => setPlayer(() => DemoPlayer));
  };

  if (Player) {
    return (
      <Player
        story={story}
        firstChoice={firstChoice}
        stageFolder={stageFolder}
        registerUrl={registerUrl}
        opensInNewTab={t('a11y.opensInNewTab')}
      />
    );
  }
  if (!Card) {
    return (
      <div
        className="contents"
        onClick={onClick}
        dangerouslySetInnerHTML={keepPreRendered}
        suppressHydrationWarning
      />
    );
  }
  return (
    <div className="contents" onClick={onClick}>
      <Card story={story} loading={loading} {...card} />
    </div>
  );
}
