'use client';

import styles from './assistant.module.css';

/**
 * "Dav écrit…": shown while the bot is typing, its dots moving unless the visitor prefers reduced
 * motion or is on an accessibility host (then static text: no endless animation). Announced once
 * per answer by the status line, whose text is set when typing starts and emptied when it stops;
 * the visible indicator, dots included, is hidden from assistive technologies.
 */
export function AssistantTyping({ typing, text }: { typing: boolean; text: string }) {
  return (
    <>
      {typing ? (
        <p className={styles.typing} aria-hidden="true" data-testid="assistant-typing">
          <span>{text}</span>
          <span className={styles.dots}>
            <span />
            <span />
            <span />
          </span>
        </p>
      ) : null}
      <p role="status" className="visually-hidden">
        {typing ? text : ''}
      </p>
    </>
  );
}
