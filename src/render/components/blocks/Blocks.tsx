import type { FC } from 'react';
import type { Block, BlockKind, BlockOf } from '../../../content/schemas/blocks';
import {
  ClientCardsBlock,
  FeatureListBlock,
  IconCardsBlock,
  ProfilesBlock,
  StepsBlock,
} from './CardBlocks';
import { DemoBlock } from '../demo/DemoBlock';
import { HeroBlock } from './HeroBlock';
import { RecordBlock, SkillMapBlock, TransformationBlock } from './ProductViewBlocks';
import { ShowcaseBlock } from './ShowcaseBlock';
import { StatsBlock, statsDefaultTone } from './StatsBlock';
import { CalendarBlock, TimelineBlock } from './TimeBlocks';
import { TourBlock } from './TourBlock';
import {
  ChecklistBlock,
  ComparisonBlock,
  CtaBlock,
  BodyBlock,
  TestimonialBlock,
  UseCasesBlock,
} from './TextBlocks';

type BlockComponents = { [K in BlockKind]: FC<{ block: BlockOf<K> }> };

/** Block kind → its one component. */
const blockComponents: BlockComponents = {
  hero: HeroBlock,
  showcase: ShowcaseBlock,
  body: BodyBlock,
  'icon-cards': IconCardsBlock,
  'feature-list': FeatureListBlock,
  steps: StepsBlock,
  'client-cards': ClientCardsBlock,
  stats: StatsBlock,
  testimonial: TestimonialBlock,
  checklist: ChecklistBlock,
  comparison: ComparisonBlock,
  timeline: TimelineBlock,
  record: RecordBlock,
  calendar: CalendarBlock,
  'skill-map': SkillMapBlock,
  transformation: TransformationBlock,
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

/** Whether a block draws a dark band: its own tone, or its kind's. */
function drawsDark(block: Block | undefined): boolean {
  if (!block) return false;
  if (block.kind === 'demo' || block.kind === 'transformation') return true;
  const tone = 'tone' in block ? block.tone : undefined;
  return (tone ?? (block.kind === 'stats' ? statsDefaultTone : undefined)) === 'dark';
}

/**
 * A page's blocks, in the order its front-matter lists them. The closing call to action turns
 * light after a dark band, so the two do not run together.
 */
export function Blocks({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, index) =>
        block.kind === 'cta' ? (
          <CtaBlock
            key={index}
            block={block}
            tone={drawsDark(blocks[index - 1]) ? 'light' : 'dark'}
          />
        ) : (
          renderBlock(block.kind, block, index)
        ),
      )}
    </>
  );
}
