import { RouteLink } from '@/components/ui/route-link';
import type { ReactNode } from 'react';
import { CmsImage } from '@/components/ui/cms-image';
import card from '@/components/ui/card.module.css';
import type { DayCard } from './day-products';
import { dayProductHref } from './day-url';
import styles from './day.module.css';

interface DayProductCardProps {
  product: DayCard;
  /** The select button and the quantity control, in the slider; nothing without JavaScript. */
  children?: ReactNode;
  chosen?: boolean;
}

/**
 * One product: picture, title (a link to the product's page), text, price per day (rooms), and
 * what the slider adds. The title is a plain link, not one covering the card: the card also holds
 * the select button, and neither may sit inside the other.
 */
export function DayProductCard({ product, children, chosen = false }: DayProductCardProps) {
  return (
    <li className={`${card.card} ${styles.product}`} data-chosen={chosen || undefined}>
      {product.image ? <CmsImage image={product.image} className={styles.picture} alt="" /> : null}
      <div className={styles.productBody}>
        <h3 className={styles.productTitle}>
          <RouteLink href={dayProductHref(product.slug)} className={styles.productLink}>
            {product.title}
          </RouteLink>
        </h3>
        {product.text ? <p className={styles.productText}>{product.text}</p> : null}
        {product.price ? <p className={styles.price}>{product.price}</p> : null}
        {children}
      </div>
    </li>
  );
}
