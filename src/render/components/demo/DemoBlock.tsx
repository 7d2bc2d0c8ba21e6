import sceneFolders from 'virtual:scenes';
import type { BlockOf } from '../../../content/schemas/blocks';
import { island } from '../../islands/Island';
import { useLocale } from '../../hooks/useLocale';
import { Container } from '../ui/Container';
import { Icon } from '../ui/Icon';
import { bandProps } from '../ui/Section';
import { DemoCard } from './DemoCard';
import { DemoIsland } from './DemoIsland';
import { fillSlots } from './story';

const Demo = island('demo', DemoIsland, { hydrate: 'visible' });

/**
 * The playable demo's band: what it is beside the card that plays it (DemoCard). The card names
 * the client and his role; the subtitle introduces him, so the band does not print them again.
 */
export function DemoBlock({ block }: { block: BlockOf<'demo'> }) {
  const { locale } = useLocale();
  return (
    <section id="demo" data-block="demo" {...bandProps('dark')}>
      <Container className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <p className="text-sm font-semibold tracking-wider text-accent-300 uppercase">
            {block.eyebrow}
          </p>
          <h2 className="mt-2 text-[1.625rem]/8 font-bold tracking-tight text-balance sm:text-4xl">
            {block.title}
          </h2>
          <p className="mt-4 text-lg leading-8 text-pretty text-brand-100">{block.subtitle}</p>
          {/* The game's course, from its own scenes and result screen: what two minutes hold. */}
          <ol className="mt-8 grid gap-3">
            {block.scenes.map((scene, index) => (
              <li key={scene.id} className="flex items-center gap-4">
                <span className="grid size-9 shrink-0 place-items-center rounded-full bg-white/10 font-bold text-white ring-1 ring-white/20">
                  {index + 1}
                </span>
                <span>
                  <span className="block text-sm text-brand-200">
                    {fillSlots(
                      block.labels.sceneOf,
                      { current: index + 1, total: block.scenes.length },
                      locale,
                    )}
                  </span>
                  <span className="block font-semibold text-white">{scene.title}</span>
                </span>
              </li>
            ))}
            <li className="flex items-center gap-4">
              <span className="grid size-9 shrink-0 place-items-center rounded-full bg-accent-300 text-brand-950">
                <Icon name="check" className="size-5" />
              </span>
              <span>
                <span className="block font-semibold text-white">{block.labels.result}</span>
                <span className="block text-sm text-brand-200">
                  {[block.labels.style, block.labels.score, block.labels.choices].join(' · ')}
                </span>
              </span>
            </li>
          </ol>
        </div>
        <Demo story={block} stageFolder={`${sceneFolders[locale]}`} card={{}} Card={DemoCard} />
      </Container>
    </section>
  );
}
