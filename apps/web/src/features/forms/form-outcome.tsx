import type { JSX, RefObject } from 'react';
import { formatReceiptCode } from '@dav/rules';
import { DialogCloseButton, ModalDialog } from '@/components/ui/modal-dialog.client';
import type { FormStatus } from './form-reducer';
import type { FormStrings } from './form-strings';
import styles from './form.module.css';

/*
 * What a form shows around its fields (form-engine.client.tsx): the bot trap, and what became of
 * a send: its progress, a report's receipt code, the alert, the 409's dialog.
 */

/** The alert a send's state says, if any. */
export function alertOf(status: FormStatus, strings: FormStrings): string {
  if (status === 'failure') return strings.failure;
  if (status === 'invalid') return strings.invalid;
  if (status === 'rate-limited') return strings.rateLimited;
  return '';
}

/** Bot trap: people never see or reach it; a filled one makes the CMS drop the send. */
export function BotTrap({
  id,
  name,
  label,
  ref,
}: {
  id: string;
  name: string;
  label: string;
  ref: RefObject<HTMLInputElement | null>;
}): JSX.Element {
  return (
    <div className={styles.trap} aria-hidden="true" inert>
      <label htmlFor={id}>{label}</label>
      <input ref={ref} id={id} name={name} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** The send's progress (a status), a report's receipt code once accepted, and the alert. */
export function SendOutcome(props: {
  progress: string;
  receipt: string | null;
  alert: string;
  strings: FormStrings;
}): JSX.Element {
  const { receipt, strings } = props;
  return (
    <>
      <p role="status" className={styles.status}>
        {props.progress}
      </p>
      {receipt ? (
        <div className={styles.receipt}>
          <p>{strings.receipt.code}</p>
          <p className={styles.receiptCode} data-testid="receipt-code">
            {formatReceiptCode(receipt)}
          </p>
          <p>{strings.receipt.keep}</p>
        </div>
      ) : null}
      <p role="alert" className={styles.alert}>
        {props.alert}
      </p>
    </>
  );
}

/** docs/product.md#applications: the 409 of a third job application within 30 days. */
export function DuplicateDialog(props: {
  open: boolean;
  onClose: () => void;
  id: string;
  returnFocus: () => HTMLElement | null;
  strings: FormStrings;
}): JSX.Element {
  const { duplicate } = props.strings;
  return (
    <ModalDialog
      open={props.open}
      onClose={props.onClose}
      returnFocus={props.returnFocus}
      variant="modal"
      aria-labelledby={props.id}
    >
      <div className={styles.duplicate}>
        <DialogCloseButton label={duplicate.close} className={styles.duplicateClose} />
        <p id={props.id} className={styles.duplicateTitle}>
          {duplicate.message}
        </p>
        <p>{duplicate.patience}</p>
      </div>
    </ModalDialog>
  );
}
