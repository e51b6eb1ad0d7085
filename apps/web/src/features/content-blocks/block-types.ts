import type { Block, BlockType } from '@dav/contract';
import type { MediaGalleryStrings } from '@/components/media-gallery/media-gallery.client';
import type { AssistantConfig } from '../assistant/assistant-types';

/** What every block component receives besides its own data. */
export interface BlockContext {
  /** The first block of the page: its heading is the page's h1 and its image the likely LCP. */
  first: boolean;
  newTabLabel: string;
  /** The know-more strip's buttons. */
  knowMore: { previous: string; next: string };
  /** The media gallery's thumbnails, modal and player. */
  media: Omit<MediaGalleryStrings, 'title'>;
  /** The home blocks' own strings (docs/product.md#home). */
  home: HomeStrings;
  /** The mascot's chat, on a page with the mascot: the name prompt opens it. */
  assistant: AssistantConfig | null;
}

export interface HomeStrings {
  /** The entry points' heading, which names their list. */
  entryPoints: string;
  /** Under the name prompt: the mascot answers in a chat on this page. */
  promptHint: string;
}

export type BlockProps<K extends BlockType> = {
  block: Extract<Block, { blockType: K }>;
  context: BlockContext;
};
