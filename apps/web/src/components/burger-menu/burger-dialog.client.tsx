'use client';

import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { closeButtonOf, DialogCloseButton, ModalDialog } from '../ui/modal-dialog.client';
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
 * The full-screen menu, in the site's modal dialog (ui/modal-dialog.client.tsx): focus moves in to
 * the close button and goes back to the burger button. A route change or a click on any of its
 * links closes it too.
 *
 * Its content is rendered only while it is open: closed, it is an empty <dialog>, so the page's
 * HTML and hydration skip the whole menu (it cannot be opened without JavaScript anyway).
 */
export function BurgerDialog({ id, label, closeLabel, logo, children }: BurgerDialogProps) {
  const { open, setOpen } = useMenuState();
  const pathname = usePathname();
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setOpen(false);
  }, [pathname, setOpen]);

  const onClick = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  };

  return (
    <ModalDialog
      id={id}
      variant="fullscreen"
      open={open}
      onClose={() => setOpen(false)}
      aria-label={label}
      initialFocus={closeButtonOf}
      returnFocus={() => document.getElementById(BURGER_BUTTON_ID)}
      onClick={onClick}
    >
      <div className={styles.topBar}>
        {logo}
        <DialogCloseButton label={closeLabel} />
      </div>
      <div className={styles.body}>{children}</div>
    </ModalDialog>
  );
}
