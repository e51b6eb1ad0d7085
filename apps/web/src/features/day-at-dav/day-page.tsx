import 'server-only';
import type { Screen } from '@/features/screen/screen-page';
import { getDay, getForm } from '@/lib/cms';
import { DAY_PATH } from './day-url';
import { DayView } from './day-view';

/**
 * `/une-journee-chez-dav` and its `/script` variant (docs/product.md#a-day-at-dav): the products
 * rendered on the server, the 5-step slider and its booking form in the browser. Cached reads
 * only, so it is cached per site.
 */
export const dayScreen: Screen = {
  path: DAY_PATH,
  title: (t) => t('day.title'),
  description: async ({ site }) => (await getDay(site.locale)).intro.text,
  View: async ({ data }) => {
    const { locale } = data.site;
    const [day, definition] = await Promise.all([getDay(locale), getForm(locale, 'day')]);
    return <DayView day={day} definition={definition} locale={locale} t={data.t} />;
  },
};
