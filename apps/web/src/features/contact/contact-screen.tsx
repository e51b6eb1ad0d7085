import 'server-only';
import { routePath } from '@dav/rules';
import { notFound } from 'next/navigation';
import type { Screen } from '@/features/screen/screen-page';
import { getForm } from '@/lib/cms';
import { ContactView } from './contact-view';

/** docs/product.md#routes-script-variant: the contact page; `?youare=` preselects who the visitor is. */
export const contactScreen: Screen = {
  path: routePath('contact'),
  title: (t) => t('contact.title'),
  description: ({ t }) => t('contact.intro'),
  View: async ({ data, pathname, searchParams }) => {
    const definition = await getForm(data.site.locale, 'contact');
    if (definition === null) notFound();
    return (
      <ContactView
        t={data.t}
        locale={data.site.locale}
        definition={definition}
        pathname={pathname}
        youare={searchParams.then((q) => (typeof q.youare === 'string' ? q.youare : null))}
      />
    );
  },
};
