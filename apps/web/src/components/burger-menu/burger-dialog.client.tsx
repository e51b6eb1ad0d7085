'use client';

import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { useMenuState } from '../header/menu-state.client';
import { BURGER_BUTTON_ID } from './burger-button.client';
import styles from './burger-menu.module.css';

interface BurgerDialogProps {
  id: string;
  label: string;
  closeLabel: string;
  /** The dark logo link shown in the menu's own top bar. */
  logo: ReactNode;
  children: ReactNode;
}

/**
 * The full-screen menu: a native modal <dialog>, so the page behind is inert, focus moves in
 * (to the close button) and Escape closes it. Focus goes back to the burger button on close.
 * A route change or a click on any of its links closes it too.
 *
 * Its content is rendered only while it is open: closed, it is an empty <dialog>, so the page's
 * HTML and hydration skip the whole menu (it cannot be opened without JavaScript anyway).
 */
export function BurgerDialog({ id, label, closeLabel, logo, children }: BurgerDialogProps) {
  const { open, setOpen } = useMenuState();
  const dialog = useRef<HTMLDialogElement>(null);
  const pathname = usePathname();
  const shownPath = useRef(pathname);

  useEffect(() => {
    const el = dialog.current;
    if (!el || !open) return;
    if (!el.open) el.showModal();
    // Also runs when the page is hidden by a navigation (Activity), so it never comes back open.
    return () => el.close();
  }, [open]);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setOpen(false);
  }, [pathname, setOpen]);

  const onClose = () => {
    setOpen(false);
    document.getElementById(BURGER_BUTTON_ID)?.focus();
  };
  const onClick = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  };

  return (
    <dialog
      id={id}
      ref={dialog}
      className={styles.dialog}
      aria-label={label}
      onClose={onClose}
      onClick={onClick}
    >
      {open ? (
        <>
          <div className={styles.topBar}>
            {logo}
            <button
              type="button"
              className={styles.close}
              aria-label={closeLabel}
              autoFocus
              onClick={() => setOpen(false)}
            >
              <span aria-hidden="true" className={styles.closeCross} />
            </button>
          </div>
          <div className={styles.body}>{children}</div>
        </>
      ) : null}
    </dialog>
  );
}
