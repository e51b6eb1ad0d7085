'use client';

import { useEffect, useMemo, useRef, useState, type FormEvent, type JSX } from 'react';
import { useRouter } from 'next/navigation';
import {
  formActionFor,
  HONEYPOT_FIELD,
  type FormDefinition,
  type FormField,
  type Locale,
} from '@dav/contract';
import {
  calendarDayIn,
  COMPANY_TIME_ZONE,
  validateField,
  validateForm,
  visibleFields,
  type FormValue,
  type FormValues,
} from '@dav/rules';
import { FieldNote } from './field-note';
import { FIELD_COMPONENTS } from './fields/field-registry';
import type { FieldIds } from './fields/field-props';
import type { FormStrings } from './form-strings';
import { startValues, withHiddenReset, withoutNames } from './form-values';
import { readAnswer, submissionBody } from './submission';
import styles from './form.module.css';

export interface FormEngineProps {
  /** From getForm(); an action still containing '{locale}' is fine: the engine substitutes `locale`. */
  definition: FormDefinition;
  locale: Locale;
  /** Every UI string the engine needs, built on the server by `formStrings(t)`. */
  strings: FormStrings;
  /** e.g. { youare: 'candidate' } */
  initialValues?: FormValues;
  /** Appended after the definition's fields; removing one drops its value. */
  extraFields?: FormField[];
  /** Called after every change (coworking computes its price). */
  onValuesChange?: (values: FormValues) => void;
  /** Overrides definition.successTarget; null → show the success message in place. */
  successHref?: string | null;
  /** Called once the CMS has accepted the send, before leaving for the success target. */
  onSuccess?: () => void;
  /** Unique ids when two forms share a page. */
  idPrefix?: string;
}

/** SPEC 4: untried → tried → sending → success or failure. */
type Status = 'idle' | 'sending' | 'success' | 'invalid' | 'rate-limited' | 'failure';

/** Days count in the company's zone, as the CMS counts them, so both agree on "today". */
const today = () => calendarDayIn(new Date(), COMPANY_TIME_ZONE);

/**
 * Renders any CMS form definition (SPEC 3, 4, 5) through the field registry and sends it as
 * multipart to its action. Errors show once a submit was tried, then follow every change; a file
 * is checked as soon as it is chosen. Every rule comes from @dav/rules, as on the server.
 */
export function FormEngine(props: FormEngineProps): JSX.Element {
  const { definition, locale, strings, initialValues, extraFields, onValuesChange, idPrefix = '' } = props;
  const router = useRouter();
  const form = useMemo(
    () => ({ ...definition, fields: [...definition.fields, ...(extraFields ?? [])] }),
    [definition, extraFields],
  );
  const [values, setValues] = useState(() => startValues(form, initialValues));
  const [tried, setTried] = useState(false);
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>('idle');
  // Bumped after a success shown in place: remounts the inputs, so file inputs empty too.
  const [round, setRound] = useState(0);
  const startedAt = useRef(0);
  const honeypot = useRef<HTMLInputElement>(null);
  const focusFirstError = useRef(false);

  useEffect(() => {
    startedAt.current = Date.now();
  }, []);

  // Extra fields the page removed take their values with them.
  const extraNames = (extraFields ?? []).map((field) => field.name).join('\n');
  const previousExtra = useRef(extraNames);
  useEffect(() => {
    const now = new Set(extraNames.split('\n'));
    const gone = previousExtra.current.split('\n').filter((name) => name && !now.has(name));
    previousExtra.current = extraNames;
    if (gone.length > 0) setValues((current) => withoutNames(current, gone));
  }, [extraNames]);

  const notify = useRef(onValuesChange);
  useEffect(() => {
    notify.current = onValuesChange;
  }, [onValuesChange]);
  useEffect(() => {
    notify.current?.(values);
  }, [values]);

  const shown = visibleFields(form, values);
  const errors: Record<string, string> = {};
  const context = tried || checked.size > 0 ? { today: today() } : {};
  for (const field of shown) {
    if (!tried && !checked.has(field.name)) continue;
    const message = validateField(field, values[field.name], locale, context);
    if (message !== null) errors[field.name] = message;
  }
  for (const [name, message] of Object.entries(serverErrors)) errors[name] = message;

  const ids = (name: string): FieldIds => {
    const base = `${idPrefix}${definition.name}-${name}`;
    return { control: base, label: `${base}-label`, hint: `${base}-hint`, error: `${base}-error` };
  };

  // After a failed submit, once the errors are rendered (and tied to their fields), focus the first.
  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    const first = shown.find((field) => errors[field.name] !== undefined && field.type !== 'hidden');
    if (first) document.getElementById(ids(first.name).control)?.focus();
  });

  const change = (name: string, value: FormValue, options?: { check?: boolean }) => {
    setValues((current) => withHiddenReset(form, { ...current, [name]: value }));
    setServerErrors(({ [name]: _fixed, ...rest }) => rest);
    if (options?.check) setChecked((current) => new Set(current).add(name));
    if (status !== 'sending') setStatus('idle');
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    setTried(true);
    setServerErrors({});
    if (!validateForm(form, values, locale, { today: today() }).valid) {
      setStatus('idle');
      focusFirstError.current = true;
      return;
    }
    setStatus('sending');
    const body = submissionBody(form, values, {
      startedAt: startedAt.current,
      honeypot: honeypot.current?.value ?? '',
    });
    const answer = await fetch(formActionFor(definition.action, locale), { method: 'POST', body })
      .then(readAnswer)
      .catch(() => ({ kind: 'failure' }) as const);
    if (answer.kind === 'success') {
      props.onSuccess?.();
      const target = props.successHref === undefined ? definition.successTarget : props.successHref;
      if (target) {
        router.push(target);
        return;
      }
      setValues(startValues(form, initialValues));
      setTried(false);
      setChecked(new Set());
      setRound((n) => n + 1);
      setStatus('success');
      return;
    }
    if (answer.kind === 'invalid') {
      // Messages for fields the visitor cannot see would leave them nothing to fix: a failure then.
      const names = new Set(visibleFields(form, values).map((field) => field.name));
      if (!Object.keys(answer.errors).some((name) => names.has(name))) {
        setStatus('failure');
        return;
      }
      setServerErrors(answer.errors);
      focusFirstError.current = true;
    }
    setStatus(answer.kind);
  };

  const sending = status === 'sending';
  const alert =
    status === 'failure'
      ? strings.failure
      : status === 'invalid'
        ? strings.invalid
        : status === 'rate-limited'
          ? strings.rateLimited
          : '';
  const progress = status === 'sending' ? strings.sending : status === 'success' ? strings.success : '';

  return (
    <form className={styles.form} noValidate aria-busy={sending} onSubmit={submit}>
      {shown.map((field) => {
        const Field = FIELD_COMPONENTS[field.type];
        return (
          <div key={`${round}-${field.name}`} className={styles.slot} data-field={field.name}>
            {field.messageIfSnowden ? (
              <FieldNote text={field.messageIfSnowden} learnMore={strings.learnMore} />
            ) : null}
            <Field
              field={field}
              value={values[field.name]}
              onChange={(value, options) => change(field.name, value, options)}
              error={errors[field.name] ?? null}
              ids={ids(field.name)}
              strings={strings}
              locale={locale}
            />
          </div>
        );
      })}
      {/* Bot trap: people never see or reach it; a filled one makes the CMS drop the send. */}
      <div className={styles.trap} aria-hidden="true" inert>
        <label htmlFor={`${idPrefix}${definition.name}-${HONEYPOT_FIELD}`}>{strings.honeypot}</label>
        <input
          ref={honeypot}
          id={`${idPrefix}${definition.name}-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={sending}>
          {sending ? strings.sending : strings.submit}
        </button>
      </div>
      <p role="status" className={styles.status}>
        {progress}
      </p>
      <p role="alert" className={styles.alert}>
        {alert}
      </p>
    </form>
  );
}
