import 'server-only';
import type { OfferResponse } from '@dav/contract';
import type { DetailScreen } from '@/features/screen/detail-page';
import { getForm, getOffer } from '@/lib/cms';
import { OfferView } from './offer-view';
import { richTextExcerpt } from './rich-text-excerpt';

/**
 * `/nos-offres/{slug}` (docs/product.md#job-offers), cached until an edit or its closing date: an
 * offer that is closed, scheduled, unpublished or not translated here is the 404 page.
 */
export const offerScreen: DetailScreen<OfferResponse> = {
  route: 'offer',
  find: getOffer,
  describe: (offer) => offer,
  seo: (offer, { t }) => ({
    title: offer.seo.title,
    description: offer.seo.description ?? (richTextExcerpt(offer.description) || t('offers.intro')),
    image: offer.seo.image,
  }),
  View: async ({ item, data }) => (
    <OfferView
      offer={item}
      application={await getForm(data.site.locale, 'application')}
      t={data.t}
      site={data.site}
      locale={data.site.locale}
    />
  ),
};
