import type { Block } from '@dav/contract';
import { LazyAssistantLauncher } from '../assistant/lazy-assistant-launcher.client';
import type { AssistantConfig } from '../assistant/assistant-types';
import { BlockView } from './block-registry';
import type { BlockContext, HomeStrings } from './block-types';
import styles from './blocks.module.css';

interface ContentBlocksProps {
  blocks: Block[];
  /** Shown as the h1 when the page does not open with a hero or the mascot. */
  title: string;
  newTabLabel: string;
  knowMore: { previous: string; next: string };
  home: HomeStrings;
  media: BlockContext['media'];
  /** The mascot's chat, when the page has the mascot (the home page). */
  assistant?: AssistantConfig | null;
}

/** Blocks whose heading is the page's h1 when they open it. */
const OPENING_HEADINGS = new Set<Block['blockType']>(['hero', 'mascot']);

export function ContentBlocks({
  blocks,
  title,
  newTabLabel,
  knowMore,
  home,
  media,
  assistant = null,
}: ContentBlocksProps) {
  const opensWithHeading = blocks[0] ? OPENING_HEADINGS.has(blocks[0].blockType) : false;
  return (
    <>
      {opensWithHeading ? null : <h1 className={styles.pageTitle}>{title}</h1>}
      {blocks.map((block, i) => (
        <BlockView
          key={block.id}
          block={block}
          context={{ first: i === 0, newTabLabel, knowMore, home, media, assistant }}
        />
      ))}
      {assistant ? <LazyAssistantLauncher config={assistant} /> : null}
    </>
  );
}
