import { RouteLink } from '@/components/ui/route-link';
import type { Locale, OfferSummary } from '@dav/contract';
import type { Translate } from '@/lib/i18n/translator';
import { formatDate } from '@/lib/i18n/format-date';
import { contractLabel, placesLabel } from './offer-labels';
import { offerHref } from './search-url';
import card from '@/components/ui/card.module.css';
import styles from './offers.module.css';

interface OfferCardProps {
  offer: OfferSummary;
  t: Translate;
  locale: Locale;
  /** The heading level in the page's outline: 3 under a list's h2. */
  headingLevel?: 2 | 3;
}

/** A result card (docs/product.md#job-offers): title, subsidiary and city, contract, expertise, date. */
export function OfferCard({ offer, t, locale, headingLevel = 3 }: OfferCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={`${card.card} ${styles.card}`}>
      <Heading className={styles.cardTitle}>
        {/* The whole card is the link's target (CSS): one link, one tab stop. */}
        <RouteLink href={offerHref(offer.slug)} className={`${card.link} ${styles.cardLink}`}>
          {offer.title}
        </RouteLink>
      </Heading>
      <p className={styles.cardPlace}>{placesLabel(offer.subsidiaries)}</p>
      <ul className={styles.tags}>
        <li>{contractLabel(t, offer)}</li>
        <li>{offer.expertise.title}</li>
      </ul>
      <p className={styles.cardDate}>
        <time dateTime={offer.datePosted}>
          {t('offers.posted', { date: formatDate(locale, offer.datePosted) })}
        </time>
      </p>
    </article>
  );
}

/** Cards as a list; each item has an id, so "show more" can land on the first new one. */
export function OfferList({
  offers,
  t,
  locale,
  firstIndex = 1,
}: {
  offers: OfferSummary[];
  t: Translate;
  locale: Locale;
  firstIndex?: number;
}) {
  return (
    <ol className={styles.list} start={firstIndex}>
      {offers.map((offer, index) => (
        <li key={offer.id} id={`offre-${firstIndex + index}`} className={styles.listItem}>
          <OfferCard offer={offer} t={t} locale={locale} />
        </li>
      ))}
    </ol>
  );
}
