'use client';

import { useCallback, useMemo, useState } from 'react';
import type { FormDefinition, Locale } from '@dav/contract';
import {
  COWORKING_MODES,
  countFieldName,
  coworkingCountField,
  MODAL_FOCUS_DELAY_MS,
  requestHash,
  type CoworkingMode,
  type CoworkingPriceInput,
  type FormValues,
} from '@dav/rules';
import { DialogCloseButton, ModalDialog } from '@/components/ui/modal-dialog.client';
import { FormEngine } from '@/features/forms/form-engine.client';
import type { FormStrings } from '@/features/forms/form-strings';
import { estimateText } from './estimate';
import { PoliteAnnouncer } from './polite-announcer.client';
import { useRequestMode } from './use-request-mode';
import styles from './request-modal.module.css';

export interface RequestModalStrings {
  formTitle: string;
  formMessage: string;
  /** The title once priced; holds `{price}`. */
  estimate: string;
  /** The excl. VAT and canteen fee note, already worded. */
  note: string;
  close: string;
  /** The count field's label per mode ("Number of weeks"). */
  count: Record<CoworkingMode, string>;
  /** The mode's name, under the title ("Book by the week"). */
  mode: Record<CoworkingMode, string>;
}

interface RequestModalProps {
  definition: FormDefinition;
  locale: Locale;
  rates: CoworkingPriceInput['rates'];
  formStrings: FormStrings;
  strings: RequestModalStrings;
}

const TITLE_ID = 'coworking-request-title';
const COUNT_NAMES = new Set<string>(COWORKING_MODES.map(countFieldName));

const withoutCounts = (values: FormValues): FormValues =>
  Object.fromEntries(Object.entries(values).filter(([name]) => !COUNT_NAMES.has(name)));

/** The first field to type in; the dialog itself holds focus until then (docs/product.md#coworking-request, #constants focus delay). */
const firstField = (dialog: HTMLElement) =>
  dialog.querySelector<HTMLElement>('form :is(input:not([type=hidden]), select, textarea)');

/**
 * The coworking request (docs/product.md#coworking-request): a request hash opens the form in the
 * site's modal dialog (ui/modal-dialog.client.tsx) in that mode, with its count field; closing it
 * (Escape, the close button) drops the field and the hash and gives focus back to what opened it. Its content exists only while open; what the
 * visitor typed is kept for the next opening, the count aside.
 */
export function RequestModal({ definition, locale, rates, formStrings, strings }: RequestModalProps) {
  const { mode, clear } = useRequestMode();
  const open = mode !== null;
  /** The values the form reports at each change (kept while closed): the estimate reads them. */
  const [values, setValues] = useState<FormValues>({});
  /** What the form starts from at each opening: the last values, without the last mode's count. */
  const [initialValues, setInitialValues] = useState<FormValues>({});
  const estimate = mode ? estimateText({ mode, values, rates, locale, template: strings.estimate }) : null;
  const extraFields = useMemo(
    () => (mode ? [coworkingCountField(mode, strings.count[mode])] : []),
    [mode, strings.count],
  );

  /** Sent: Back from the thanks page must show the page, not the form again. */
  const forgetHash = useCallback(() => {
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', pathname + search);
  }, []);

  const onClose = useCallback(() => {
    const kept = withoutCounts(values);
    setValues(kept);
    setInitialValues(kept);
    // Escape or the close button: the hash still asks for the modal, so drop it.
    if (mode !== null && window.location.hash) clear();
  }, [clear, mode, values]);
  /** Opened from the address bar (nothing had focus): back to the page's link for that mode. */
  const returnFocus = useCallback(
    () => (mode ? document.querySelector<HTMLElement>(`a[href="${requestHash(mode)}"]`) : null),
    [mode],
  );

  return (
    <ModalDialog
      variant="modal"
      open={open}
      onClose={onClose}
      className={styles.dialog}
      aria-labelledby={TITLE_ID}
      initialFocus={firstField}
      focusDelayMs={MODAL_FOCUS_DELAY_MS}
      returnFocus={returnFocus}
    >
      {mode ? (
        <>
          {/* Sticky, so the estimate stays in sight while the visitor types further down. */}
          <div className={styles.bar}>
            <h2 id={TITLE_ID} className={styles.title}>
              {estimate ?? strings.formTitle}
            </h2>
            <DialogCloseButton label={strings.close} className={styles.close} />
          </div>
          <div className={styles.body}>
            <p className={styles.message}>{strings.formMessage}</p>
            {estimate ? <p className={styles.note}>{strings.note}</p> : null}
            <PoliteAnnouncer text={estimate ? `${estimate}. ${strings.note}` : ''} />
            <p className={styles.mode}>{strings.mode[mode]}</p>
            <FormEngine
              definition={definition}
              locale={locale}
              strings={formStrings}
              initialValues={initialValues}
              extraFields={extraFields}
              onValuesChange={setValues}
              onSuccess={forgetHash}
            />
          </div>
        </>
      ) : null}
    </ModalDialog>
  );
}
