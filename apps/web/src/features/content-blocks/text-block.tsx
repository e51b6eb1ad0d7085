import type { BlockProps } from './block-types';
import styles from './blocks.module.css';

/** Plain text paragraphs: CMS text is rendered as text, never as HTML. */
export function TextBlock({ block }: BlockProps<'text'>) {
  return (
    <section className={styles.text}>
      {block.title ? <h2>{block.title}</h2> : null}
      {block.paragraphs.map((paragraph, i) => (
        // Paragraphs have no id of their own; their order is their identity.
        <p key={i}>{paragraph}</p>
      ))}
    </section>
  );
}
