import { useId } from 'react';
import { isRichTextHref } from '@dav/rules';
import { CmsImage } from '@/components/ui/cms-image';
import { SmartLink } from '@/components/ui/smart-link';
import type { BlockProps } from './block-types';
import styles from './home.module.css';

/**
 * The five entry points of SPEC 2.4 (docs/product.md#home): a list of cards named by their
 * heading, each a link whose name is its title (external ones say they open a new tab).
 */
export function EntryPointsBlock({ block, context }: BlockProps<'entryPoints'>) {
  const headingId = useId();
  const entries = block.entries.filter((entry) => isRichTextHref(entry.url));
  if (entries.length === 0) return null;
  return (
    <section className={styles.entries}>
      <h2 id={headingId} className={styles.entriesTitle}>
        {context.home.entryPoints}
      </h2>
      <ul className={styles.entryList} aria-labelledby={headingId}>
        {entries.map((entry) => (
          <li key={entry.kind} className={styles.entry} data-kind={entry.kind}>
            {entry.image ? <CmsImage image={entry.image} alt="" className={styles.entryImage} /> : null}
            <h3 className={styles.entryTitle}>
              <SmartLink href={entry.url} className={styles.entryLink} newTabLabel={context.newTabLabel}>
                {entry.title}
              </SmartLink>
            </h3>
            {entry.text ? <p className={styles.entryText}>{entry.text}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
