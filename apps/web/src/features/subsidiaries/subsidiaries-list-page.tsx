import 'server-only';
import type { Screen } from '@/features/screen/screen-page';
import { SubsidiariesListView } from './subsidiaries-list-view';
import { readSubsidiariesQuery, SUBSIDIARIES_PATH } from './subsidiaries-url';

/** `/nos-filiales` and `/nos-filiales/script` (docs/product.md#subsidiaries): the map and the list. */
export const subsidiariesListScreen: Screen = {
  path: SUBSIDIARIES_PATH,
  title: (t) => t('subsidiaries.listTitle'),
  description: ({ t }) => t('subsidiaries.intro'),
  View: async ({ data, searchParams }) => (
    <SubsidiariesListView
      t={data.t}
      locale={data.site.locale}
      query={readSubsidiariesQuery(await searchParams)}
    />
  ),
};
