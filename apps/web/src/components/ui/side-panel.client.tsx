'use client';

import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import { DialogCloseButton, ModalDialog } from './modal-dialog.client';
import { untilHydrated } from './until-hydrated';
import styles from './side-panel.module.css';

export interface SidePanelProps {
  id: string;
  /** What the button shows. */
  children: ReactNode;
  /** The button's accessible name when it differs from what it shows (it must contain it: WCAG 2.5.3). */
  buttonLabel?: string;
  buttonClassName?: string;
  title: string;
  closeLabel: string;
  /** The panel's content, server-rendered. */
  content: ReactNode;
  /** Where focus goes once open; unset: the panel's first focusable element. */
  initialFocus?: (dialog: HTMLDialogElement) => HTMLElement | null;
  /** A click inside the panel; call `close` to close it. */
  onPanelClick?: (event: MouseEvent<HTMLDialogElement>, close: () => void) => void;
}

/**
 * A button that opens a side panel (docs/product.md#shell-overlays: the 600 ms sidebar transition,
 * none with reduced motion): the offers search's choices, a subsidiary's map and transport. The
 * panel is the shared ModalDialog, titled, with its close button; Escape and the close button give
 * focus back to the button.
 */
export function SidePanel({
  id,
  children,
  buttonLabel,
  buttonClassName,
  title,
  closeLabel,
  content,
  initialFocus,
  onPanelClick,
}: SidePanelProps) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  // Focus comes back to the button even where a click does not focus it (Safari).
  const button = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  const titleId = `${id}-titre`;
  return (
    <>
      <button
        ref={button}
        type="button"
        {...untilHydrated(hydrated, buttonClassName)}
        aria-label={buttonLabel}
        aria-haspopup="dialog"
        aria-controls={id}
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {children}
      </button>
      <ModalDialog
        id={id}
        open={open}
        onClose={close}
        variant="panel"
        aria-labelledby={titleId}
        onClick={onPanelClick ? (event) => onPanelClick(event, close) : undefined}
        initialFocus={initialFocus}
        returnFocus={() => button.current}
      >
        <div className={styles.bar}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <DialogCloseButton label={closeLabel} />
        </div>
        <div className={styles.body}>{content}</div>
      </ModalDialog>
    </>
  );
}
