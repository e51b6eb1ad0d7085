import { RouteLink } from '@/components/ui/route-link';
import type { Image } from '@dav/contract';
import { CmsImage } from '@/components/ui/cms-image';
import type { Translate } from '@/lib/i18n/translator';
import styles from './error-page.module.css';

/** Shipped with the site, for when the CMS has no 404 image. */
const FALLBACK_IMAGE = { url: '/assets/not-found.svg', width: 480, height: 360 };

/** The 404 screen (docs/product.md#routes, #error-catalogue): surtitle, title and message from the translations, image, link home. */
export function ErrorPageView({ image, t }: { image: Image | null; t: Translate }) {
  return (
    <div className={styles.error}>
      <div className={styles.text}>
        <p className={styles.surtitle}>{t('error.surtitle')}</p>
        <h1 className={styles.title}>{t('error.title')}</h1>
        <p className={styles.message}>{t('error.message')}</p>
        <RouteLink href="/" className="button">
          {t('error.backHome')}
        </RouteLink>
      </div>
      <CmsImage image={image ?? { ...FALLBACK_IMAGE, alt: t('error.imageAlt') }} className={styles.image} />
    </div>
  );
}
