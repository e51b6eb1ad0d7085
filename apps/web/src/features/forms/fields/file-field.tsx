import { ALLOWED_FILE_EXTENSIONS } from '@dav/rules';
import { describedBy, type FieldProps } from './field-props';
import { FieldFrame } from './field-frame';
import styles from '../form.module.css';

const ACCEPT = ALLOWED_FILE_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/**
 * The CV input: formats and size limit are said before sending (the hint), and a chosen file is
 * checked at once, so a wrong one is refused before the visitor fills in the rest.
 */
export function FileField({ field, onChange, error, ids, strings }: FieldProps) {
  return (
    <FieldFrame field={field} ids={ids} error={error} strings={strings} hint={strings.fileHint}>
      <input
        id={ids.control}
        name={field.name}
        type="file"
        accept={ACCEPT}
        className={styles.file}
        aria-invalid={error ? true : undefined}
        aria-required={field.required || undefined}
        aria-describedby={describedBy(ids.hint, error && ids.error)}
        onChange={(event) => onChange(event.target.files?.[0] ?? null, { check: true })}
      />
    </FieldFrame>
  );
}
