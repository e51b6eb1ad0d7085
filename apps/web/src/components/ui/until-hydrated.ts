import styles from './until-hydrated.module.css';

/**
 * The props of a button that only works once the page is hydrated (docs/product.md#shell: no click
 * is lost): until then it is announced as unavailable (`aria-disabled`) and looks busy, so a click
 * that could not be heard is never taken for one that was. Its other classes pass through.
 */
export function untilHydrated(
  hydrated: boolean,
  className?: string,
): { className?: string; 'aria-disabled'?: true } {
  if (hydrated) return { className };
  return { className: className ? `${className} ${styles.pending}` : styles.pending, 'aria-disabled': true };
}
