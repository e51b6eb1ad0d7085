'use client';

import type { ReactNode } from 'react';
import { AssistantMessage, type MessageProps } from './assistant-message.client';
import type { ChatEntry } from './assistant-reducer';
import styles from './assistant.module.css';

/**
 * The conversation: a `role="log"` live region (polite), so each bot message is read once as it
 * arrives. The visitor's messages sit in the log for sight, in order, but `aria-hidden`: a screen
 * reader would otherwise read back what was just typed (ARIA's `aria-relevant` and a nested
 * `aria-live="off"` are not honoured alike by NVDA, JAWS and VoiceOver; `aria-hidden` is).
 * The offered buttons and the typing status live outside it (assistant-chat.client.tsx).
 */
export function AssistantLog({
  entries,
  label,
  notice,
  ...message
}: Omit<MessageProps, 'entry'> & { entries: ChatEntry[]; label: string; notice?: ReactNode }) {
  return (
    <div role="log" aria-live="polite" aria-label={label} className={styles.log}>
      {entries.map((entry) => (
        <AssistantMessage key={entry.id} entry={entry} {...message} />
      ))}
      {notice}
    </div>
  );
}
