import { FieldNote } from './field-note';
import styles from './form.module.css';

/** The notice, and for a report the line that says what may stay empty and how they will hear back. */
export function ReportNotice({
  text,
  anonymous,
  learnMore,
}: {
  text: string;
  anonymous: string | null;
  learnMore: string;
}) {
  return (
    <div className={styles.slot} data-notice="whistleblowing">
      <FieldNote text={text} learnMore={learnMore} />
      {anonymous ? <p className={styles.anonymous}>{anonymous}</p> : null}
    </div>
  );
}
