'use client';

import { useEffect, useEffectEvent, useRef, type MouseEvent, type ReactNode } from 'react';
import { isStill, readDeviceFlags } from '@/hooks/use-device-flags';
import styles from './modal-dialog.module.css';

export interface ModalDialogProps {
  /** Shown while true; the content is rendered only then (a closed dialog is an empty element). */
  open: boolean;
  /** The dialog closed itself (Escape, a close button, `dialog.close()`): set `open` to false. */
  onClose: () => void;
  /** `fullscreen`: the burger menu; `modal`: a centred card (forms, media); `panel`: a side panel. */
  variant: 'fullscreen' | 'modal' | 'panel';
  /** Name it: `aria-label`, or the id of its visible title in `aria-labelledby`. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  id?: string;
  className?: string;
  /**
   * Where focus goes once open. Unset: the browser's choice on showModal (an `autoFocus` child,
   * else the first focusable one).
   */
  initialFocus?: (dialog: HTMLDialogElement) => HTMLElement | null;
  /**
   * Milliseconds the dialog itself holds focus before `initialFocus` gets it, while it animates
   * in (docs/product.md#constants: the 600 ms modal focus delay). Always 0 with reduced motion.
   */
  focusDelayMs?: number;
  /** Focus on close when nothing had focus at opening (opened from the URL, say). */
  returnFocus?: () => HTMLElement | null;
  onClick?: (event: MouseEvent<HTMLDialogElement>) => void;
  children: ReactNode;
}

/**
 * The one modal dialog of the site: a native <dialog> opened with showModal, so the page behind is
 * inert and Escape closes it; focus moves in (after `focusDelayMs` unless motion is reduced) and
 * goes back to what had it; the page behind does not scroll while it is open (globals.css:
 * `html:has(dialog[open])`). Used by the burger
 * menu and the coworking request, and meant for every modal and side panel to come.
 */
export function ModalDialog({
  open,
  onClose,
  variant,
  id,
  className,
  initialFocus,
  focusDelayMs = 0,
  returnFocus,
  onClick,
  children,
  ...label
}: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  // Read when the dialog opens, without reopening it when the caller passes a new function.
  const focusTargetOf = useEffectEvent((el: HTMLDialogElement) => initialFocus?.(el) ?? null);
  const hasFocusTarget = initialFocus !== undefined;

  useEffect(() => {
    const el = dialog.current;
    if (!el || !open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    el.showModal();
    const delay = isStill(readDeviceFlags()) ? 0 : focusDelayMs;
    let timer: number | undefined;
    if (hasFocusTarget && delay > 0) {
      el.focus();
      timer = window.setTimeout(() => {
        if (document.activeElement === el) focusTargetOf(el)?.focus();
      }, delay);
    } else if (hasFocusTarget) {
      focusTargetOf(el)?.focus();
    }
    return () => {
      window.clearTimeout(timer);
      // Also runs when the page is hidden by a navigation, so it never comes back open.
      el.close();
    };
  }, [open, focusDelayMs, hasFocusTarget]);

  // Escape: the browser fires `cancel` at once but `close` a task later, and a key pressed in
  // between (Enter on the opener, focused again) would be undone by that late `close`. So the
  // caller hears of it on `cancel`; where focus goes is taken then too, before the caller's state
  // changes (a `returnFocus` may read it), and given when `close` comes.
  const cancelled = useRef<{ focus: HTMLElement | null } | null>(null);
  const cancel = () => {
    cancelled.current = { focus: opener.current ?? returnFocus?.() ?? null };
    onClose();
  };
  const closed = () => {
    const early = cancelled.current;
    cancelled.current = null;
    if (!early) onClose();
    (early ? early.focus : (opener.current ?? returnFocus?.()))?.focus();
  };

  return (
    <dialog
      ref={dialog}
      id={id}
      className={`${styles.dialog} ${styles[variant]} ${className ?? ''}`}
      aria-label={open ? label['aria-label'] : undefined}
      aria-labelledby={open ? label['aria-labelledby'] : undefined}
      tabIndex={-1}
      onCancel={cancel}
      onClose={closed}
      onClick={onClick}
    >
      {open ? children : null}
    </dialog>
  );
}

/** The round close button with its cross, for a dialog's own top bar; closes its dialog. */
export function DialogCloseButton({ label, className }: { label: string; className?: string }) {
  return (
    <button
      type="button"
      className={`${styles.close} ${className ?? ''}`}
      aria-label={label}
      data-dialog-close=""
      onClick={(event) => event.currentTarget.closest('dialog')?.close()}
    >
      <span aria-hidden="true" className={styles.closeCross} />
    </button>
  );
}

/** An `initialFocus` for dialogs that start on their close button (the burger menu). */
export const closeButtonOf = (dialog: HTMLDialogElement) =>
  dialog.querySelector<HTMLElement>('[data-dialog-close]');
