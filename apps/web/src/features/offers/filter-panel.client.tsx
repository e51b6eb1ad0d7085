'use client';

import { useRouter } from 'next/navigation';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { DialogCloseButton, ModalDialog } from '@/components/ui/modal-dialog.client';
import styles from './offers.module.css';

interface FilterPanelProps {
  id: string;
  /** The current choice, as the sentence shows it ("tous", "DAV Lyon"). */
  value: string;
  /** The button's accessible name: it contains the visible value (WCAG 2.5.3). */
  buttonLabel: string;
  title: string;
  closeLabel: string;
  /** The role input of the sentence: what the visitor typed goes with their choice. */
  roleInputId: string;
  /** The choices, as links to the search with that choice (server-rendered). */
  children: ReactNode;
}

/**
 * A word of the search sentence that opens its side panel (docs/product.md#shell-overlays: the
 * 600 ms sidebar transition, none with reduced motion). The choices are links: choosing one
 * searches with it (and the role as typed) and closes the panel. Without JavaScript the same links are
 * listed under the form (search-sentence.tsx), so nothing depends on this button.
 */
export function FilterPanel({
  id,
  value,
  buttonLabel,
  title,
  closeLabel,
  roleInputId,
  children,
}: FilterPanelProps) {
  const [open, setOpen] = useState(false);
  const router = useRouter();
  const titleId = `${id}-titre`;
  // A choice searches with the role as typed, even if not sent yet: nothing typed is lost.
  const choose = (event: MouseEvent<HTMLDialogElement>) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[href]');
    if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    const url = new URL(link.href);
    const role = document.getElementById(roleInputId);
    const typed = role instanceof HTMLInputElement ? role.value.trim() : '';
    // The role first, as the form and the links write it: one search, one URL.
    const params = new URLSearchParams(typed ? { q: typed } : {});
    for (const [key, value] of url.searchParams) if (key !== 'q') params.set(key, value);
    setOpen(false);
    router.push(`${url.pathname}${params.size ? `?${params}` : ''}`, { scroll: false });
  };
  return (
    <>
      <button
        type="button"
        className={styles.choice}
        aria-label={buttonLabel}
        aria-haspopup="dialog"
        aria-controls={id}
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {value}
      </button>
      <ModalDialog
        id={id}
        open={open}
        onClose={() => setOpen(false)}
        variant="panel"
        aria-labelledby={titleId}
        onClick={choose}
        initialFocus={(dialog) => dialog.querySelector<HTMLElement>('[aria-current="true"]')}
      >
        <div className={styles.panelBar}>
          <h2 id={titleId} className={styles.panelTitle}>
            {title}
          </h2>
          <DialogCloseButton label={closeLabel} />
        </div>
        <div className={styles.panelBody}>{children}</div>
      </ModalDialog>
    </>
  );
}
