'use client';

import { useMenuState } from '../header/menu-state.client';
import styles from './burger-button.module.css';

export const BURGER_BUTTON_ID = 'burger-button';

export function BurgerButton({ label, controls }: { label: string; controls: string }) {
  const { open, setOpen } = useMenuState();
  return (
    <button
      id={BURGER_BUTTON_ID}
      type="button"
      className={styles.burger}
      aria-label={label}
      aria-expanded={open}
      aria-controls={controls}
      aria-haspopup="dialog"
      onClick={() => setOpen(!open)}
    >
      <span className={styles.burgerBars} aria-hidden="true" />
    </button>
  );
}
