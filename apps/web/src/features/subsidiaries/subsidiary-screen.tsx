import 'server-only';
import type { SubsidiaryResponse } from '@dav/contract';
import type { DetailScreen } from '@/features/screen/detail-page';
import { getSubsidiary } from '@/lib/cms';
import { SubsidiaryView } from './subsidiary-view';

/** `/nos-filiales/{slug}` (docs/product.md#subsidiaries): an unknown subsidiary is the 404 page. */
export const subsidiaryScreen: DetailScreen<SubsidiaryResponse> = {
  route: 'subsidiary',
  find: getSubsidiary,
  describe: (subsidiary) => subsidiary,
  seo: (subsidiary, { t }) => ({
    title: subsidiary.seo.title,
    description: subsidiary.seo.description ?? (subsidiary.intro || t('subsidiaries.intro')),
    image: subsidiary.seo.image ?? subsidiary.cover,
  }),
  View: ({ item, data }) => (
    <SubsidiaryView subsidiary={item} t={data.t} site={data.site} locale={data.site.locale} />
  ),
};
