import sceneFolders from 'virtual:scenes';
import type { BlockOf } from '../../content/schemas/blocks';
import { island } from '../../islands/Island';
import { useLocale } from '../../lib/useLocale';
import { Container } from '../ui/Container';
import { DemoCard } from './DemoCard';
import { DemoIsland } from './DemoIsland';

const Demo = island('demo', DemoIsland, { hydrate: 'visible' });

/** The playable demo's band: what it is beside the card that plays it (DemoCard). */
export function DemoBlock({ block }: { block: BlockOf<'demo'> }) {
  const { locale } = useLocale();
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
        <Demo story={block} stageFolder={`${sceneFolders[locale]}`} card={{}} Card={DemoCard} />
      </Container>
    </section>
  );
}
