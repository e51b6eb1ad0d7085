import { useId } from 'react';
import { TEMPLATE_PATHS } from '@dav/rules';
import type { BlockProps } from './block-types';
import styles from './home.module.css';

/**
 * The name prompt (docs/product.md#home). Until the assistant exists, a plain GET form to the
 * contact page: it works without JavaScript and ships none. The typed name only travels in the
 * query string; nothing here renders it.
 */
export function NamePromptBlock({ block, context }: BlockProps<'namePrompt'>) {
  const id = useId();
  const input = `${id}-name`;
  const hint = `${id}-hint`;
  return (
    <section className={styles.prompt} data-surface="dark">
      <form className={styles.promptForm} action={TEMPLATE_PATHS.contact} method="get">
        <label htmlFor={input} className={styles.promptLabel}>
          {block.label}
        </label>
        <div className={styles.promptRow}>
          <input
            id={input}
            name="firstname"
            type="text"
            className={styles.promptInput}
            placeholder={block.placeholder ?? undefined}
            autoComplete="given-name"
            maxLength={80}
            aria-describedby={hint}
          />
          <button type="submit" className={`button ${styles.promptButton}`}>
            {block.buttonLabel}
          </button>
        </div>
        <p id={hint} className={styles.promptHint}>
          {context.home.promptHint}
        </p>
      </form>
    </section>
  );
}
