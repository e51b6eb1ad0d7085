import 'server-only';
import { routePath } from '@dav/rules';
import { notFound } from 'next/navigation';
import type { Screen } from '@/features/screen/screen-page';
import { getForm } from '@/lib/cms';
import { SpontaneousView } from './spontaneous-view';

/** docs/product.md#applications: the spontaneous application. */
export const spontaneousScreen: Screen = {
  path: routePath('spontaneous'),
  title: (t) => t('spontaneous.title'),
  description: ({ t }) => t('spontaneous.intro'),
  View: async ({ data, pathname }) => {
    const definition = await getForm(data.site.locale, 'spontaneous-application');
    if (definition === null) notFound();
    return (
      <SpontaneousView t={data.t} locale={data.site.locale} definition={definition} pathname={pathname} />
    );
  },
};
