import type { Block } from '@dav/contract';
import type { BlockContext } from './block-types';
import { BlockView } from './block-registry';
import styles from './blocks.module.css';

interface ContentBlocksProps {
  blocks: Block[];
  /** Shown as the h1 when the page does not open with a hero. */
  title: string;
  newTabLabel: string;
  knowMore: { previous: string; next: string };
  media: BlockContext['media'];
}

export function ContentBlocks({ blocks, title, newTabLabel, knowMore, media }: ContentBlocksProps) {
  const opensWithHero = blocks[0]?.blockType === 'hero';
  return (
    <>
      {opensWithHero ? null : <h1 className={styles.pageTitle}>{title}</h1>}
      {blocks.map((block, i) => (
        <BlockView key={block.id} block={block} context={{ first: i === 0, newTabLabel, knowMore, media }} />
      ))}
    </>
  );
}
