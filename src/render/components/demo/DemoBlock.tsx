import sceneFolders from 'virtual:scenes';
import type { BlockOf } from '../../../content/schemas/blocks';
import { island } from '../../islands/Island';
import { useLocale } from '../../hooks/useLocale';
import { Container } from '../ui/Container';
import { bandProps } from '../ui/Section';
import { DemoCard } from './DemoCard';
import { DemoIsland } from './DemoIsland';

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
          <h2 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {block.title}
          </h2>
          <p className="mt-4 text-lg leading-8 text-pretty text-brand-100">{block.subtitle}</p>
        </div>
        <Demo story={block} stageFolder={`${sceneFolders[locale]}`} card={{}} Card={DemoCard} />
      </Container>
    </section>
  );
}
