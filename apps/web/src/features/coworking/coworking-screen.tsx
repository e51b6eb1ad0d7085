import 'server-only';
import { routePath } from '@dav/rules';
import type { Screen } from '@/features/screen/screen-page';
import { getCoworking, getForm } from '@/lib/cms';
import { CoworkingView } from './coworking-view';

/**
 * docs/product.md#coworking-page: the coworking page. Rendered from cached reads only (no request
 * data), so it is cached per site; the request hash is read in the browser by the modal.
 */
export const coworkingScreen: Screen = {
  path: routePath('coworking'),
  title: (t) => t('coworking.title'),
  description: async ({ site }) => (await getCoworking(site.locale)).presentation.text,
  View: async ({ data }) => {
    const { locale } = data.site;
    const [coworking, definition] = await Promise.all([getCoworking(locale), getForm(locale, 'coworking')]);
    return <CoworkingView coworking={coworking} definition={definition} locale={locale} t={data.t} />;
  },
};
