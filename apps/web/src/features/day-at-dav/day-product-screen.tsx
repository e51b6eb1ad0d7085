import 'server-only';
import type { DayProduct, DayResponse } from '@dav/contract';
import type { DayProductKind } from '@dav/rules';
import type { DetailScreen } from '@/features/screen/detail-page';
import { getDay } from '@/lib/cms';
import { findDayProduct } from './day-products';
import { DayProductView } from './day-product-view';

interface ShownProduct {
  day: DayResponse;
  kind: DayProductKind;
  product: DayProduct;
}

/**
 * `/une-journee-chez-dav/{slug}` (docs/product.md#a-day-at-dav): a slug no product of the day has
 * is the 404 page. The product comes from the day's own cached read (tags `day`, `day:{locale}`):
 * a change of the global reaches the slider and every product's page at once.
 */
export const dayProductScreen: DetailScreen<ShownProduct> = {
  route: 'day-detail',
  find: async (locale, slug) => {
    const day = await getDay(locale);
    const found = findDayProduct(day, slug);
    return found ? { day, ...found } : null;
  },
  describe: ({ product }) => product,
  seo: ({ day, product }, { t }) => ({
    title: product.seo.title,
    description: product.seo.description ?? (product.text || day.intro.text || t('site.description')),
    image: product.seo.image ?? product.image,
  }),
  View: ({ item, data }) => (
    <DayProductView kind={item.kind} product={item.product} locale={data.site.locale} t={data.t} />
  ),
};
