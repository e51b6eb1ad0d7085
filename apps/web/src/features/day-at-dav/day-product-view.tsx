import { RouteLink } from '@/components/ui/route-link';
import { preload } from 'react-dom';
import type { DayProduct, Locale } from '@dav/contract';
import type { DayProductKind } from '@dav/rules';
import { CmsImage } from '@/components/ui/cms-image';
import type { Translate } from '@/lib/i18n/translator';
import { dayPrice } from './day-products';
import { DAY_PATH } from './day-url';
import styles from './day.module.css';

interface DayProductViewProps {
  kind: DayProductKind;
  product: DayProduct;
  locale: Locale;
  t: Translate;
}

/**
 * docs/product.md#a-day-at-dav, a product's page: its kind, title, picture, text, a room's price
 * per day, and the way back to the slider to plan the day.
 */
export function DayProductView({ kind, product, locale, t }: DayProductViewProps) {
  if (product.image) preload(product.image.url, { as: 'image', fetchPriority: 'high' });
  const price = dayPrice(product.price_per_day, locale, t);
  return (
    <article className={styles.page}>
      <div className={styles.detail}>
        <div className={styles.detailBody}>
          <p className={styles.kind}>{t(`day.detail.kind.${kind}`)}</p>
          <h1 className={styles.pageTitle}>{product.title}</h1>
          {product.text ? <p className={styles.detailText}>{product.text}</p> : null}
          {price ? <p className={styles.price}>{price}</p> : null}
          <p className={styles.actions}>
            <RouteLink href={DAY_PATH} className="button">
              {t('day.detail.back')}
            </RouteLink>
          </p>
        </div>
        {product.image ? (
          // The page's largest picture: fetched first, at its own size (no layout shift).
          <CmsImage image={product.image} priority className={styles.detailPicture} />
        ) : null}
      </div>
    </article>
  );
}
