import { useId } from 'react';
import { TEMPLATE_PATHS } from '@dav/rules';
import type { BlockProps } from './block-types';
import styles from './home.module.css';

/**
 * The name prompt (docs/product.md#home): sending it opens the mascot's chat with the name typed
 * (assistant-launcher.client.tsx listens for it). The name never goes into a URL: the input has
 * no `name`, and the form's action is the mascot's hash, so a send before the page is interactive
 * only opens the chat. Without the chat (no mascot on the page) it leads to the contact page.
 */
export function NamePromptBlock({ block, context }: BlockProps<'namePrompt'>) {
  const id = useId();
  const input = `${id}-name`;
  const hint = `${id}-hint`;
  const mascot = context.assistant?.mascotName;
  return (
    <section className={styles.prompt} data-surface="dark">
      <form
        className={styles.promptForm}
        action={mascot ? `#${mascot}` : TEMPLATE_PATHS.contact}
        method="get"
        data-assistant-prompt={mascot ? '' : undefined}
      >
        <label htmlFor={input} className={styles.promptLabel}>
          {block.label}
        </label>
        <div className={styles.promptRow}>
          <input
            id={input}
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
