'use client';

import { useHydrated } from '@/hooks/use-hydrated';
import { untilHydrated } from '../ui/until-hydrated';
import { useMenuState } from '../header/menu-state.client';
import styles from './burger-button.module.css';

export const BURGER_BUTTON_ID = 'burger-button';

export function BurgerButton({ label, controls }: { label: string; controls: string }) {
  const { open, setOpen } = useMenuState();
  // Until hydrated it cannot open the menu: it says it is busy (the header's links work meanwhile).
  const hydrated = useHydrated();
  return (
    <button
      id={BURGER_BUTTON_ID}
      type="button"
      {...untilHydrated(hydrated, styles.burger)}
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
