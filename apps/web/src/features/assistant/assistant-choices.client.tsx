'use client';

import type { BotScriptedEntry } from '@dav/contract';
import styles from './assistant.module.css';

/** The offered scripted buttons (the drinks, then the suggestions), a named group under the log. */
export function AssistantChoices({
  entries,
  label,
  onChoose,
}: {
  entries: readonly BotScriptedEntry[];
  label: string;
  onChoose: (entry: BotScriptedEntry) => void;
}) {
  if (entries.length === 0) return null;
  return (
    <div role="group" aria-label={label} className={styles.choices}>
      {entries.map((entry) => (
        <button key={entry.label} type="button" className={styles.choice} onClick={() => onChoose(entry)}>
          {entry.label}
        </button>
      ))}
    </div>
  );
}
