import { preload } from 'react-dom';
import { CmsImage } from '@/components/ui/cms-image';
import type { BlockProps } from './block-types';
import styles from './home.module.css';

/**
 * The mascot's greeting (docs/product.md#home): its picture and its messages, the first as the
 * page's heading. The first pose is the home page's largest paint: preloaded, fetched first,
 * with its width and height. A second pose (waving) takes its place while the greeting is
 * hovered; with reduced motion the messages simply appear, without their entrance.
 */
export function MascotBlock({ block, context }: BlockProps<'mascot'>) {
  const [pose, second] = block.images;
  const [heading, ...messages] = block.greetings;
  if (!pose || heading === undefined) return null;
  if (context.first) preload(pose.url, { as: 'image', fetchPriority: 'high' });
  const Heading = context.first ? 'h1' : 'h2';
  return (
    <section className={styles.greeting} data-surface="dark">
      <div className={styles.mascot}>
        <CmsImage
          image={pose}
          className={styles.pose}
          priority={context.first}
          sizes="(min-width: 1025px) 320px, 200px"
        />
        {second ? <CmsImage image={second} alt="" className={styles.secondPose} /> : null}
      </div>
      <div className={styles.messages}>
        <Heading className={styles.bubble}>{heading}</Heading>
        {messages.map((message, i) => (
          // Messages have no id of their own; their order is their identity.
          <p key={i} className={`${styles.bubble} ${styles.later}`}>
            {message}
          </p>
        ))}
      </div>
    </section>
  );
}
