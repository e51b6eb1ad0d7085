import type { ReactNode } from 'react';
import type { FormField } from '@dav/contract';
import type { FormStrings } from '../form-strings';
import type { FieldIds } from './field-props';
import styles from '../form.module.css';

/** A label's text with the required marker: a visible star, and words for screen readers. */
export function LabelText({
  field,
  strings,
  text,
}: {
  field: FormField;
  strings: FormStrings;
  text?: string;
}) {
  return (
    <>
      {text ?? (field.label || field.placeholder || field.name)}
      {field.required ? (
        <>
          <span className={styles.star} aria-hidden="true">
            {' *'}
          </span>
          <span className="visually-hidden"> {strings.required}</span>
        </>
      ) : null}
    </>
  );
}

/** The error under a field; its id is in the control's `aria-describedby`. */
export function FieldError({ id, error }: { id: string; error: string | null }) {
  if (!error) return null;
  return (
    <p id={id} className={styles.error}>
      {error}
    </p>
  );
}

interface FieldFrameProps {
  field: FormField;
  ids: FieldIds;
  error: string | null;
  strings: FormStrings;
  hint?: string | null;
  /** A native control takes `<label for>`; a custom one (combobox) is named by the label's id. */
  nativeLabel?: boolean;
  children: ReactNode;
}

/** Label, optional hint, control and error of a one-control field. */
export function FieldFrame({
  field,
  ids,
  error,
  strings,
  hint,
  nativeLabel = true,
  children,
}: FieldFrameProps) {
  return (
    <div className={styles.field} data-invalid={error ? '' : undefined}>
      {nativeLabel ? (
        <label id={ids.label} htmlFor={ids.control} className={styles.label}>
          <LabelText field={field} strings={strings} />
        </label>
      ) : (
        <span id={ids.label} className={styles.label}>
          <LabelText field={field} strings={strings} />
        </span>
      )}
      {hint ? (
        <p id={ids.hint} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={ids.error} error={error} />
    </div>
  );
}
