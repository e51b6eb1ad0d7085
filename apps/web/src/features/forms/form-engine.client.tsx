'use client';

import {
  Fragment,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type JSX,
} from 'react';
import { useRouter } from 'next/navigation';
import { formActionFor, HONEYPOT_FIELD, IDEMPOTENCY_KEY_HEADER, receiptOf } from '@dav/contract';
import {
  isSitePath,
  isWhistleblowingReport,
  submittableValues,
  validateForm,
  type FormValue,
} from '@dav/rules';
import { useHydrated } from '@/hooks/use-hydrated';
import { FieldNote } from './field-note';
import { alertOf, BotTrap, DuplicateDialog, SendOutcome } from './form-outcome';
import { noticePlacement } from './notice-placement';
import { ReportNotice } from './report-notice';
import { FIELD_COMPONENTS } from './fields/field-registry';
import type { FieldIds } from './fields/field-props';
import { startValues, today } from './form-values';
import { changedBeforeHydration, postedValues } from './posted-values';
import { FORM_POST_PATH, POST_BACK_FIELD, POST_FORM_FIELD, POST_SUCCESS_FIELD } from './form-post';
import { postWithRetries } from './post-with-retries';
import { sendKeyFor, type SendKey } from './send-key';
import { useFormState } from './use-form-state';
import { readAnswer, submissionBody, withSentLabels } from './submission';
import type { FormEngineProps } from './form-engine-props';
import styles from './form.module.css';

export type { FormEngineProps } from './form-engine-props';

/**
 * Renders any CMS form definition (docs/product.md#forms-definitions, #forms-states, #forms-validation) through the field registry and sends it as
 * multipart to its action, with an Idempotency-Key kept across retries of the same values (send-key.ts,
 * post-with-retries.ts). Errors show once a submit was tried, then follow every change; a file
 * is checked as soon as it is chosen. Every rule comes from @dav/rules, as on the server.
 * Before it is hydrated, or without JavaScript, the browser posts the form itself to /api/forms
 * (send-without-script.ts, docs/architecture.md#forms-and-submissions): never a GET, so nothing
 * typed goes into a URL; the answer screen then shows it again with that send's state (`posted`).
 */
export function FormEngine(props: FormEngineProps): JSX.Element {
  const { definition, locale, strings, initialValues, extraFields, onValuesChange, idPrefix = '' } = props;
  const router = useRouter();
  const posted = props.posted ?? null;
  const form = useMemo(
    () => ({ ...definition, fields: [...definition.fields, ...(extraFields ?? [])] }),
    [definition, extraFields],
  );
  const { state, dispatch, shown, errors } = useFormState(
    form,
    locale,
    initialValues,
    onValuesChange,
    posted,
  );
  const { values, status, round } = state;
  const startedAt = useRef(0);
  const honeypot = useRef<HTMLInputElement>(null);
  const sendButton = useRef<HTMLButtonElement>(null);
  // The idempotency key of the send being tried (send-key.ts): kept until accepted or changed.
  const sendKey = useRef<SendKey | null>(null);
  // A page answering a post: its first error is focused as soon as the engine runs.
  const focusFirstError = useRef(posted !== null && posted.answer?.kind !== 'success');
  const [duplicateShown, setDuplicateShown] = useState(posted?.answer?.kind === 'duplicate');

  useEffect(() => {
    startedAt.current = Date.now();
  }, []);

  const ids = (name: string): FieldIds => {
    const base = `${idPrefix}${definition.name}-${name}`;
    return { control: base, label: `${base}-label`, hint: `${base}-hint`, error: `${base}-error` };
  };

  // After a failed submit, once the errors are rendered (and tied to their fields), focus the first.
  // Not while hydrating: the native selects of the server's HTML are about to be replaced.
  const hydrated = useHydrated();
  useEffect(() => {
    if (!focusFirstError.current || !hydrated) return;
    focusFirstError.current = false;
    const first = shown.find((field) => errors[field.name] !== undefined && field.type !== 'hidden');
    if (first) document.getElementById(ids(first.name).control)?.focus();
  });

  const change = (name: string, value: FormValue, options?: { check?: boolean }) =>
    dispatch({ type: 'change', form, name, value, check: options?.check });

  // Hydrating: what was typed, ticked, chosen or attached before the script ran is in the DOM
  // only (the server's HTML knew nothing of it). It becomes the engine's values, so it is kept.
  const formElement = useRef<HTMLFormElement>(null);
  const adoptWhatWasTyped = useEffectEvent(() => {
    if (!formElement.current) return;
    const typed = postedValues(form, new FormData(formElement.current));
    for (const [name, value] of changedBeforeHydration(typed, values)) change(name, value);
  });
  useLayoutEffect(() => adoptWhatWasTyped(), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    if (!validateForm(form, values, locale, { today: today() }).valid) {
      dispatch({ type: 'submit-invalid' });
      focusFirstError.current = true;
      return;
    }
    dispatch({ type: 'send' });
    const added = props.beforeSend ? await props.beforeSend(values).catch(() => ({})) : {};
    const sent = { ...values, ...added, ...props.fixedValues };
    const body = submissionBody(form, withSentLabels(form, sent), {
      startedAt: startedAt.current,
      honeypot: honeypot.current?.value ?? '',
    });
    // The same values as the last try: its key again, so the CMS stores them once (send-key.ts).
    // Compared without what `beforeSend` adds: the CMS recomputes those itself.
    const key = sendKeyFor(sendKey.current, submittableValues(form, { ...values, ...props.fixedValues }));
    sendKey.current = key;
    const headers = { [IDEMPOTENCY_KEY_HEADER]: key.key };
    const answer = await postWithRetries(() =>
      fetch(formActionFor(definition.action, locale), { method: 'POST', body, headers }),
    )
      .then((response) => readAnswer(response, props.isAccepted))
      .catch(() => ({ kind: 'failure' }) as const);
    if (answer.kind === 'failure') props.onFailure?.();
    if (answer.kind === 'success') {
      if (sendKey.current === key) sendKey.current = null;
      props.onSuccess?.(answer.body);
      const target = props.successHref === undefined ? definition.successTarget : props.successHref;
      // Leaving: the form stays "sending" (its button disabled) until the next page shows.
      if (target && isSitePath(target)) return router.push(target);
    }
    dispatch({ type: 'answer', form, answer, startValues: startValues(form, initialValues) });
    if (answer.kind === 'invalid') focusFirstError.current = true;
    if (answer.kind === 'duplicate') setDuplicateShown(true);
  };

  // A hidden field carries in the HTML what will be sent: the page's fixed value wins (see send).
  const hiddenValue = (name: string) =>
    props.fixedValues && Object.hasOwn(props.fixedValues, name) ? props.fixedValues[name] : values[name];
  const sending = status === 'sending';
  const notice = noticePlacement(shown);
  const alert = alertOf(status, strings);
  const progress = status === 'sending' ? strings.sending : status === 'success' ? strings.success : '';
  const receipt =
    status === 'success' ? receiptOf(posted?.answer?.kind === 'success' ? posted.answer.body : null) : null;
  // After a post (no script ran): a file cannot be given back, and the 409's dialog needs script.
  const postedNote = [
    posted?.answer?.kind === 'duplicate' && status === 'duplicate' ? strings.duplicate.message : '',
    posted?.fileDropped && status !== 'success' && status !== 'idle' ? strings.fileAgain : '',
  ].filter(Boolean);

  return (
    <form
      ref={formElement}
      className={styles.form}
      noValidate
      aria-busy={sending}
      method="post"
      encType="multipart/form-data"
      action={FORM_POST_PATH}
      onSubmit={submit}
    >
      {/* For the browser's own post (app/api/forms): which form, and where to answer. */}
      <input type="hidden" name={POST_FORM_FIELD} value={definition.name} />
      {props.permalink ? <input type="hidden" name={POST_BACK_FIELD} value={props.permalink} /> : null}
      {props.successHref !== undefined ? (
        <input type="hidden" name={POST_SUCCESS_FIELD} value={props.successHref ?? ''} />
      ) : null}
      {shown.map((field) => {
        const Field = FIELD_COMPONENTS[field.type];
        const noteHere = notice?.field === field && notice.after === null;
        return (
          <Fragment key={`${round}-${field.name}`}>
            <div className={styles.slot} data-field={field.name}>
              {noteHere && field.messageIfSnowden ? (
                <FieldNote text={field.messageIfSnowden} learnMore={strings.learnMore} />
              ) : null}
              <Field
                field={field}
                value={field.type === 'hidden' ? hiddenValue(field.name) : values[field.name]}
                onChange={(value, options) => change(field.name, value, options)}
                error={errors[field.name] ?? null}
                ids={ids(field.name)}
                strings={strings}
                locale={locale}
              />
            </div>
            {notice?.after === field.name && notice.field.messageIfSnowden ? (
              <ReportNotice
                text={notice.field.messageIfSnowden}
                anonymous={isWhistleblowingReport(form, values) ? strings.anonymous : null}
                learnMore={strings.learnMore}
              />
            ) : null}
          </Fragment>
        );
      })}
      <BotTrap
        id={`${idPrefix}${definition.name}-${HONEYPOT_FIELD}`}
        name={HONEYPOT_FIELD}
        label={strings.honeypot}
        ref={honeypot}
      />
      <div className={styles.actions}>
        <button ref={sendButton} type="submit" className="button" disabled={sending}>
          {sending ? strings.sending : strings.submit}
        </button>
      </div>
      <SendOutcome
        progress={progress}
        receipt={receipt}
        alert={[alert, ...postedNote].filter(Boolean).join(' ')}
        strings={strings}
      />
      <DuplicateDialog
        open={duplicateShown}
        onClose={() => setDuplicateShown(false)}
        // The send button was disabled while sending, so nothing had focus when this opened.
        returnFocus={() => sendButton.current}
        id={`${idPrefix}${definition.name}-duplicate`}
        strings={strings}
      />
    </form>
  );
}
