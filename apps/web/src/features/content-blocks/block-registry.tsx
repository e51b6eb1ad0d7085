import type { ComponentType } from 'react';
import type { Block, BlockType } from '@dav/contract';
import type { BlockContext, BlockProps } from './block-types';
import { CtaBlock } from './cta-block';
import { EntryPointsBlock } from './entry-points-block';
import { HeroBlock } from './hero-block';
import { ImageBlock } from './image-block';
import { KnowMoreBlock } from './know-more-block';
import { MascotBlock } from './mascot-block';
import { NamePromptBlock } from './name-prompt-block';
import { MediaGalleryBlock } from './media-gallery-block';
import { TextBlock } from './text-block';

/** blockType → component. Adding a block type to the contract fails typechecking until it is here. */
const BLOCKS: { [K in BlockType]: ComponentType<BlockProps<K>> } = {
  hero: HeroBlock,
  text: TextBlock,
  cta: CtaBlock,
  image: ImageBlock,
  knowMore: KnowMoreBlock,
  mascot: MascotBlock,
  namePrompt: NamePromptBlock,
  entryPoints: EntryPointsBlock,
  mediaGallery: MediaGalleryBlock,
};

export function BlockView({ block, context }: { block: Block; context: BlockContext }) {
  const Component = BLOCKS[block.blockType] as ComponentType<{ block: Block; context: BlockContext }>;
  return <Component block={block} context={context} />;
}
