import { SmartLink } from '@/components/ui/smart-link';
import type { BlockProps } from './block-types';
import styles from './blocks.module.css';

export function CtaBlock({ block, context }: BlockProps<'cta'>) {
  return (
    <section className={styles.cta}>
      <h2 className={styles.ctaTitle}>{block.title}</h2>
      <SmartLink href={block.url} className="button" newTabLabel={context.newTabLabel}>
        {block.label}
      </SmartLink>
    </section>
  );
}
