import 'server-only';
import type { Screen } from '@/features/screen/screen-page';
import { OffersSearchView } from './offers-search-view';
import { OFFERS_PATH, readSearchQuery } from './search-url';

/**
 * `/nos-offres` and `/nos-offres/script` (docs/product.md#job-offers): the search, its state in
 * the query string. A route of its own, apart from the offer pages, so it ships none of their
 * code (the application form).
 */
export const offersSearchScreen: Screen = {
  path: OFFERS_PATH,
  title: (t) => t('offers.title'),
  description: ({ t }) => t('offers.intro'),
  View: async ({ data, searchParams }) => (
    <OffersSearchView t={data.t} locale={data.site.locale} query={readSearchQuery(await searchParams)} />
  ),
};
