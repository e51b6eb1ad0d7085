import { CtaBlock } from './cta';
import { HeroBlock } from './hero';
import { ImageBlock } from './image';
import { KnowMoreBlock } from './know-more';
import { MediaGalleryBlock } from './media-gallery';
import { TextBlock } from './text';

/** One block per `blockType` of the contract's BlockSchema. */
export const PAGE_BLOCKS = [HeroBlock, TextBlock, CtaBlock, ImageBlock, KnowMoreBlock, MediaGalleryBlock];
