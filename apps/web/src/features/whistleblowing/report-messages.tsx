import type { Locale, ReportMessage } from '@dav/contract';
import { authorLabel, filesLabel, formatMoment, type ReportStrings } from './report-status';
import styles from './follow-up.module.css';

interface ReportMessagesProps {
  messages: ReportMessage[];
  locale: Locale;
  strings: ReportStrings;
  empty: string;
}

/**
 * The messages of a report, oldest first: who (the team or "you", never a name), when, the text
 * as plain text (React text, never markup) and how many files came with it.
 */
export function ReportMessages({ messages, locale, strings, empty }: ReportMessagesProps) {
  if (messages.length === 0) return <p>{empty}</p>;
  return (
    <ol className={styles.messages}>
      {messages.map((message, index) => {
        const files = filesLabel(message.files, strings);
        return (
          // Messages have no id on the wire; the list only grows at its end, so the position is stable.
          <li key={`${index}-${message.at}`} className={styles.message} data-from={message.from}>
            <p className={styles.meta}>
              <span className={styles.author}>{authorLabel(message.from, strings)}</span>
              <time dateTime={message.at}>{formatMoment(locale, message.at)}</time>
            </p>
            <p className={styles.body}>{message.body}</p>
            {files ? <p className={styles.files}>{files}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}
