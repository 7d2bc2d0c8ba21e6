import type { FC } from 'react';
import type { Block, BlockKind, BlockOf } from '../../content/schemas/blocks';
import {
  ClientCardsBlock,
  FeatureListBlock,
  IconCardsBlock,
  ProfilesBlock,
  StepsBlock,
} from './CardBlocks';
import { DemoBlock } from '../demo/DemoBlock';
import { HeroBlock } from './HeroBlock';
import { ShowcaseBlock } from './ShowcaseBlock';
import { StatsBlock } from './StatsBlock';
import { TourBlock } from './TourBlock';
import {
  ChecklistBlock,
  ComparisonBlock,
  CtaBlock,
  RichTextBlock,
  TestimonialBlock,
  UseCasesBlock,
} from './TextBlocks';

type BlockComponents = { [K in BlockKind]: FC<{ block: BlockOf<K> }> };

/** Block kind → its one component. */
const blockComponents: BlockComponents = {
  hero: HeroBlock,
  showcase: ShowcaseBlock,
  'rich-text': RichTextBlock,
  'icon-cards': IconCardsBlock,
  'feature-list': FeatureListBlock,
  steps: StepsBlock,
  'client-cards': ClientCardsBlock,
  stats: StatsBlock,
  testimonial: TestimonialBlock,
  checklist: ChecklistBlock,
  comparison: ComparisonBlock,
  'use-cases': UseCasesBlock,
  profiles: ProfilesBlock,
  demo: DemoBlock,
  tour: TourBlock,
  cta: CtaBlock,
};

// The kind and the block are passed apart so TypeScript pairs each kind with its component.
function renderBlock<K extends BlockKind>(kind: K, block: BlockOf<K>, key: number) {
  const Component: FC<{ block: BlockOf<K> }> = blockComponents[kind];
  return <Component key={key} block={block} />;
}

/** A page's blocks, in the order its front-matter lists them. */
export function Blocks({ blocks }: { blocks: Block[] }) {
  return <>{blocks.map((block, index) => renderBlock(block.kind, block, index))}</>;
}
