import type { ErrorStrings } from './error-strings.client';
import styles from './error-fallback.module.css';

/**
 * The unexpected-error screen (docs/product.md#error-catalogue): a message and a link home, never the error itself;
 * after a chunk-load failure the page did not recover from by reloading, a reload link first.
 * Plain anchors: after a failure, a full load is the surest way back (`href=""`: this address).
 */
export function ErrorFallback({ strings, reload = false }: { strings: ErrorStrings; reload?: boolean }) {
  return (
    <main className={styles.fallback}>
      {/* No metadata reaches an error boundary; React hoists this into <head>. */}
      <title>{strings.title}</title>
      <h1>{strings.title}</h1>
      <p>{strings.message}</p>
      <p className={styles.links}>
        {reload ? (
          <a href="" className="button">
            {strings.reload}
          </a>
        ) : null}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load after a failure */}
        <a href="/" className={reload ? 'button button-ghost' : 'button'}>
          {strings.backHome}
        </a>
      </p>
    </main>
  );
}
