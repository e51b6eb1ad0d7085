import { lazy, Suspense, useRef, useState } from 'react';
import { textOf } from '@dav/rules';
import { untilHydrated } from '@/components/ui/until-hydrated';
import { useHydrated } from '@/hooks/use-hydrated';
import { describedBy, type FieldProps } from './field-props';
import { FieldFrame } from './field-frame';
import styles from '../form.module.css';

/** The calendar is fetched the first time it opens: a page with a date field pays nothing before. */
const DateCalendar = lazy(() =>
  import('./date-calendar').then((module) => ({ default: module.DateCalendar })),
);

/**
 * A date typed as dd/mm/yyyy or picked in a calendar (docs/product.md#forms-validation: weekends disabled, week from Monday,
 * today to 365 days ahead). Typing stays possible, so the field works before the calendar loads;
 * the calendar's button says it is busy (aria-disabled) until the page is hydrated.
 */
export function DateField({ field, value, onChange, error, ids, strings, locale }: FieldProps) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const toggle = useRef<HTMLButtonElement>(null);
  const close = (restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) toggle.current?.focus();
  };
  return (
    <FieldFrame field={field} ids={ids} error={error} strings={strings} hint={strings.datepicker.format}>
      <div className={styles.date}>
        <input
          id={ids.control}
          name={field.name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={field.placeholder ?? undefined}
          value={textOf(value)}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-required={field.required || undefined}
          aria-describedby={describedBy(ids.hint, error && ids.error)}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          ref={toggle}
          type="button"
          {...untilHydrated(hydrated, styles.dateButton)}
          aria-expanded={open}
          aria-haspopup="dialog"
          aria-label={`${strings.datepicker.open}, ${field.label}`}
          onClick={() => setOpen((was) => !was)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
            <path
              fill="currentColor"
              d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 6v2h14V6H5Z"
            />
          </svg>
        </button>
        {open ? (
          <Suspense fallback={null}>
            <DateCalendar
              value={textOf(value)}
              locale={locale}
              strings={strings.datepicker}
              toggle={toggle}
              onPick={(picked) => {
                onChange(picked);
                close(true);
              }}
              onClose={close}
            />
          </Suspense>
        ) : null}
      </div>
    </FieldFrame>
  );
}
