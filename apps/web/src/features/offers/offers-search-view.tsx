import { RouteLink } from '@/components/ui/route-link';
import { OFFERS_PAGE_SIZE, type Locale, type OfferSearchQuery, type OfferSummary } from '@dav/contract';
import { getOfferFilters, searchOffers } from '@/lib/cms';
import type { Translate } from '@/lib/i18n/translator';
import { FocusOnArrival } from '@/components/ui/focus-on-arrival.client';
import { OfferList } from './offer-card';
import { RelatedOffers } from './related-offers';
import { SearchSentence } from './search-sentence';
import { offersSearchHref } from './search-url';
import styles from './offers.module.css';
import screen from '../screen/screen.module.css';

/** Related offers shown with zero results: the newest ones. */
const NEWEST_ON_ZERO = 3;

/**
 * Results 1 to `page` × 12 ("show more" adds a page): each page is one cached-free call, asked
 * together; their total is the first one's.
 */
async function resultsUpTo(locale: Locale, query: OfferSearchQuery) {
  const pages = await Promise.all(
    Array.from({ length: query.page }, (_, i) => searchOffers(locale, { ...query, page: i + 1 })),
  );
  return { total: pages[0]!.total, items: pages.flatMap((p) => p.items) };
}

interface OffersSearchViewProps {
  t: Translate;
  locale: Locale;
  query: OfferSearchQuery;
}

/** docs/product.md#job-offers: the search sentence, the count, the results, "show more". */
export async function OffersSearchView({ t, locale, query }: OffersSearchViewProps) {
  const [filters, results] = await Promise.all([getOfferFilters(locale), resultsUpTo(locale, query)]);
  const newest: OfferSummary[] =
    results.total === 0
      ? (await searchOffers(locale, { q: '', page: 1 })).items.slice(0, NEWEST_ON_ZERO)
      : [];
  const shown = results.items.length;
  const firstNew = (query.page - 1) * OFFERS_PAGE_SIZE + 1;
  return (
    <div className={screen.screen}>
      <h1 className={screen.title}>{t('offers.title')}</h1>
      <p className={screen.lead}>{t('offers.intro')}</p>
      <SearchSentence
        query={query}
        expertises={filters.expertises}
        subsidiaries={filters.subsidiaries}
        t={t}
      />
      <section aria-labelledby="offres-resultats" className={styles.results}>
        <h2 id="offres-resultats" className="visually-hidden">
          {t('offers.results')}
        </h2>
        {/* A polite live region: a new search's count is read out once it is shown. */}
        <p role="status" className={styles.count}>
          {t('offers.count', { count: results.total })}
        </p>
        {results.total === 0 ? (
          <div className={styles.zero}>
            <p>{t('offers.none')}</p>
            <RouteLink href="/candidature-spontanee" className="button">
              {t('offers.dreamJob')}
            </RouteLink>
          </div>
        ) : (
          <OfferList offers={results.items} t={t} locale={locale} />
        )}
        {query.page > 1 && shown >= firstNew ? <FocusOnArrival targetId={`offre-${firstNew}`} /> : null}
        {shown < results.total ? (
          <p className={styles.more}>
            <RouteLink
              href={offersSearchHref({ ...query, page: query.page + 1 }, `offre-${shown + 1}`)}
              scroll={false}
              className={`button ${styles.secondary}`}
            >
              {t('offers.loadMore')}
            </RouteLink>
          </p>
        ) : null}
      </section>
      <RelatedOffers offers={newest} t={t} locale={locale} />
    </div>
  );
}
