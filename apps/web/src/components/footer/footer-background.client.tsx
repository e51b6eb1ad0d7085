'use client';

import { useSyncExternalStore } from 'react';
import { footerBackgroundIndex } from '@dav/rules';
import styles from './footer.module.css';

const noSubscription = () => () => {};

/**
 * The weekly background (docs/product.md#shell-footer), chosen in the browser from today's date: pages are cached
 * for weeks, so a server-side choice would go stale. Decorative and below the fold, so showing
 * it just after hydration costs nothing visible; the server renders none (no mismatch).
 */
export function FooterBackground({ urls }: { urls: string[] }) {
  const index = useSyncExternalStore(
    noSubscription,
    () => (urls.length > 0 ? footerBackgroundIndex(new Date(), urls.length) : null),
    () => null,
  );
  const url = index === null ? undefined : urls[index];
  return (
    <div
      className={styles.background}
      aria-hidden="true"
      data-index={index ?? undefined}
      style={url ? { backgroundImage: `url(${JSON.stringify(url)})` } : undefined}
    />
  );
}
