import { checkboxRole, isSafeHref, listOf, privacyPhraseSpan, toggleMobility } from '@dav/rules';
import type { FormField } from '@dav/contract';
import { describedBy, type FieldProps } from './field-props';
import { FieldError, LabelText } from './field-frame';
import styles from '../form.module.css';

/** The value a lone consent box sends when ticked. */
const TICKED = 'yes';

/**
 * A consent label whose "privacy policy" words link to the field's value (docs/product.md#forms-definitions), in a new tab so
 * the form stays as it is.
 */
function ConsentLabel({ field, strings }: Pick<FieldProps, 'field' | 'strings'>) {
  const span = privacyPhraseSpan(field.label);
  const href = field.value;
  if (span === null || !isSafeHref(href)) return <LabelText field={field} strings={strings} />;
  return (
    <>
      {field.label.slice(0, span.start)}
      <a href={href} target="_blank" rel="noopener">
        {field.label.slice(span.start, span.end)}
        <span className="visually-hidden"> {strings.newTab}</span>
      </a>
      <LabelText field={field} strings={strings} text={field.label.slice(span.end)} />
    </>
  );
}

/** The choices after a click, by the field's role (docs/product.md#forms-states, #forms-validation): gender one, mobility exclusive and capped. */
function toggled(field: FormField, current: string[], option: string): string[] {
  switch (checkboxRole(field)) {
    case 'mobility':
      return toggleMobility(current, option);
    case 'gender':
      return current.includes(option) ? [] : [option];
    default:
      return current.includes(option) ? current.filter((choice) => choice !== option) : [...current, option];
  }
}

/** A lone consent box, or a group of boxes in a fieldset whose legend is the label. */
export function CheckboxField({ field, value, onChange, error, ids, strings }: FieldProps) {
  const ticked = listOf(value);
  const invalid = error ? true : undefined;
  if (field.options.length === 0) {
    return (
      <div className={styles.field} data-invalid={error ? '' : undefined}>
        <div className={styles.check}>
          <input
            id={ids.control}
            type="checkbox"
            name={field.name}
            value={TICKED}
            checked={ticked.length > 0}
            aria-invalid={invalid}
            aria-required={field.required || undefined}
            aria-describedby={describedBy(error && ids.error)}
            onChange={(event) => onChange(event.target.checked ? [TICKED] : [])}
          />
          <label htmlFor={ids.control}>
            <ConsentLabel field={field} strings={strings} />
          </label>
        </div>
        <FieldError id={ids.error} error={error} />
      </div>
    );
  }
  return (
    <fieldset
      className={styles.group}
      aria-describedby={describedBy(error && ids.error)}
      data-invalid={error ? '' : undefined}
    >
      <legend id={ids.label} className={styles.label}>
        <LabelText field={field} strings={strings} />
      </legend>
      {field.options.map((option, index) => {
        const id = index === 0 ? ids.control : `${ids.control}-${index}`;
        return (
          <div key={option.value} className={styles.check}>
            <input
              id={id}
              type="checkbox"
              name={field.name}
              value={option.value}
              checked={ticked.includes(option.value)}
              aria-invalid={invalid}
              onChange={() => onChange(toggled(field, ticked, option.value))}
            />
            <label htmlFor={id}>{option.label}</label>
          </div>
        );
      })}
      <FieldError id={ids.error} error={error} />
    </fieldset>
  );
}
