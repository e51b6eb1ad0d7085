import type { ErrorStrings } from './error-strings.client';
import styles from './error-fallback.module.css';

/**
 * The unexpected-error screen (docs/product.md#error-catalogue): a message and a link home, never the error itself.
 * A plain anchor: after a failure, a full load is the surest way back.
 */
export function ErrorFallback({ strings }: { strings: ErrorStrings }) {
  return (
    <main className={styles.fallback}>
      {/* No metadata reaches an error boundary; React hoists this into <head>. */}
      <title>{strings.title}</title>
      <h1>{strings.title}</h1>
      <p>{strings.message}</p>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load after a failure */}
      <a href="/" className="button">
        {strings.backHome}
      </a>
    </main>
  );
}
