import { CtaBlock } from './cta';
import { HeroBlock } from './hero';
import { EntryPointsBlock, HOME_BLOCK_SLUGS, MascotBlock, NamePromptBlock } from './home';
import { ImageBlock } from './image';
import { KnowMoreBlock } from './know-more';
import { MediaGalleryBlock } from './media-gallery';
import { TextBlock } from './text';

/** One block per `blockType` of the contract's BlockSchema. */
export const PAGE_BLOCKS = [
  HeroBlock,
  TextBlock,
  CtaBlock,
  ImageBlock,
  KnowMoreBlock,
  MediaGalleryBlock,
  MascotBlock,
  NamePromptBlock,
  EntryPointsBlock,
];

/**
 * The blocks a page of this template may hold: the home blocks only on the home page (`index`).
 * Payload offers only these in the admin and refuses any other on save.
 */
export function pageBlocksFor(template: unknown): string[] {
  return PAGE_BLOCKS.map((block) => block.slug).filter(
    (slug) => template === 'index' || !HOME_BLOCK_SLUGS.includes(slug),
  );
}
