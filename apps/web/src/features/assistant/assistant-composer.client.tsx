'use client';

import { useId, useState, type RefObject } from 'react';
import { BOT_QUESTION_MAX } from '@dav/contract';
import type { AssistantStrings } from './assistant-types';
import styles from './assistant.module.css';

interface ComposerProps {
  strings: AssistantStrings;
  inputRef: RefObject<HTMLInputElement | null>;
  /** False when the chat does not take it now: what was typed stays. */
  onSend: (text: string) => boolean;
  /** A keystroke: the idle question waits. */
  onActivity: () => void;
  /** A failed answer's question, given back when the input is empty. */
  restore: { id: number; text: string } | null;
}

/** The visitor's line: a labelled input (at most `BOT_QUESTION_MAX` characters) and its send button. */
export function AssistantComposer({ strings, inputRef, onSend, onActivity, restore }: ComposerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [restored, setRestored] = useState<number | null>(null);
  if (restore && restore.id !== restored) {
    setRestored(restore.id);
    if (!text.trim()) setText(restore.text);
  }
  return (
    <form
      className={styles.composer}
      onSubmit={(event) => {
        event.preventDefault();
        if (onSend(text)) setText('');
        // Focus stays in the input, also after a click on the send button.
        inputRef.current?.focus();
      }}
    >
      <label htmlFor={id} className={styles.inputLabel}>
        {strings.input}
      </label>
      <div className={styles.inputRow}>
        <input
          ref={inputRef}
          id={id}
          type="text"
          className={styles.input}
          value={text}
          placeholder={strings.placeholder}
          maxLength={BOT_QUESTION_MAX}
          autoComplete="off"
          // The chat was asked for (the prompt, the hash): its input takes the visitor's words.
          autoFocus
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onActivity}
        />
        <button type="submit" className={`button ${styles.send}`}>
          {strings.send}
        </button>
      </div>
    </form>
  );
}
