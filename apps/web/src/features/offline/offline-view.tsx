import type { Translate } from '@/lib/i18n/translator';
import styles from './offline-view.module.css';

/**
 * The offline page (docs/product.md#offline). The service worker shows it in place of a page the
 * network could not bring, at that page's address: `href=""` is that address, so "try again"
 * loads it anew, with no script.
 */
export function OfflineView({ t }: { t: Translate }) {
  return (
    <main id="main" className={styles.offline}>
      <h1>{t('offline.title')}</h1>
      <p>{t('offline.message')}</p>
      <a href="" className="button">
        {t('offline.retry')}
      </a>
    </main>
  );
}
