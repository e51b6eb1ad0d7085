import { textOf } from '@dav/rules';
import { describedBy, type FieldProps } from './field-props';
import { FieldFrame } from './field-frame';
import styles from '../form.module.css';

/** Autofill hints for the usual contact fields, so browsers and password managers can help. */
const AUTOCOMPLETE: Record<string, string> = {
  firstname: 'given-name',
  lastname: 'family-name',
  email: 'email',
  phone: 'tel',
  company: 'organization',
  city: 'address-level2',
};

/** text, email, number and textarea: one native control each. */
export function TextField({ field, value, onChange, error, ids, strings }: FieldProps) {
  const common = {
    id: ids.control,
    name: field.name,
    value: textOf(value),
    placeholder: field.placeholder ?? undefined,
    className: styles.input,
    'aria-invalid': error ? true : undefined,
    'aria-required': field.required || undefined,
    'aria-describedby': describedBy(error && ids.error),
  } as const;
  return (
    <FieldFrame field={field} ids={ids} error={error} strings={strings}>
      {field.type === 'textarea' ? (
        <textarea {...common} rows={6} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type={field.type === 'email' ? 'email' : field.type === 'number' ? 'number' : 'text'}
          inputMode={field.type === 'number' ? 'decimal' : undefined}
          min={field.min ?? undefined}
          max={field.max ?? undefined}
          step={field.step ?? undefined}
          autoComplete={AUTOCOMPLETE[field.name] ?? (field.type === 'email' ? 'email' : undefined)}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}
