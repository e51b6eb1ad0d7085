import { CmsImage } from '@/components/ui/cms-image';
import type { BlockProps } from './block-types';
import styles from './blocks.module.css';

export function ImageBlock({ block, context }: BlockProps<'image'>) {
  return (
    <figure className={styles.figure}>
      <CmsImage image={block.image} priority={context.first} className={styles.figureImage} />
      {block.caption ? <figcaption>{block.caption}</figcaption> : null}
    </figure>
  );
}
