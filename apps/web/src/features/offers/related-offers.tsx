import { RouteLink } from '@/components/ui/route-link';
import type { Locale, OfferSummary } from '@dav/contract';
import type { Translate } from '@/lib/i18n/translator';
import { OfferList } from './offer-card';
import { OFFERS_PATH } from './search-url';
import styles from './offers.module.css';

/** The related-offers block with its see-all link (docs/product.md#job-offers): offer page, zero results. */
export function RelatedOffers({
  offers,
  t,
  locale,
}: {
  offers: OfferSummary[];
  t: Translate;
  locale: Locale;
}) {
  if (offers.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="offres-liees">
      <h2 id="offres-liees" className={styles.sectionTitle}>
        {t('offers.related.title')}
      </h2>
      <OfferList offers={offers} t={t} locale={locale} />
      <p>
        <RouteLink href={OFFERS_PATH} className={styles.seeAll}>
          {t('offers.related.seeAll')}
        </RouteLink>
      </p>
    </section>
  );
}
