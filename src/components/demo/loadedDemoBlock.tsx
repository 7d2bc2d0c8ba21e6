import type { FC } from 'react';
import type { BlockOf } from '../../content/schemas/blocks';

type DemoBlockComponent = FC<{ block: BlockOf<'demo'> }>;
let loaded: DemoBlockComponent | null = null;

/**
 * The demo block's component, fetched before rendering a page that has one (`preparePage`): the
 * other marketing pages never download it.
 */
export async function loadDemoBlock(): Promise<void> {
  loaded ??= (await import('./DemoBlock')).DemoBlock;
}

/** Renders the demo block once `loadDemoBlock` has run, which `preparePage` makes sure of. */
export function DemoSlot({ block }: { block: BlockOf<'demo'> }) {
  if (!loaded) throw new Error('The demo block was rendered before preparePage loaded it');
  const DemoBlock = loaded;
  return <DemoBlock block={block} />;
}
