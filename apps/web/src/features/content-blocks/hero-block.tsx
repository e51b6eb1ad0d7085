import { CmsImage } from '@/components/ui/cms-image';
import type { BlockProps } from './block-types';
import styles from './blocks.module.css';

export function HeroBlock({ block, context }: BlockProps<'hero'>) {
  const Heading = context.first ? 'h1' : 'h2';
  return (
    <section className={styles.hero}>
      <div className={styles.heroText}>
        {block.surtitle ? <p className={styles.surtitle}>{block.surtitle}</p> : null}
        <Heading className={styles.heroTitle}>{block.title}</Heading>
        {block.intro ? <p className={styles.intro}>{block.intro}</p> : null}
      </div>
      {block.image ? (
        <CmsImage image={block.image} className={styles.heroImage} priority={context.first} />
      ) : null}
    </section>
  );
}
