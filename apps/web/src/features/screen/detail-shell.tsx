import type { ReactNode } from 'react';
import { SiteShell } from '@/features/shell/site-shell';
import type { ScreenData } from './load-screen';

/** The item a detail page shows (an offer, a post): its address, its list, its translations. */
export interface DetailItem {
  list: string;
  slug: string;
  title: string;
  translations: { lang: string; slug: string }[];
}

/**
 * The shell of a detail page (`/nos-offres/{slug}`, `/blog/{slug}`), set in the route's layout so
 * that its 404 (not-found.tsx) still renders inside header and footer. `/script` variants have no
 * shell (docs/product.md#routes-script-variant); a missing item gets the error page's title.
 */
export function DetailShell({
  data,
  script,
  item,
  children,
}: {
  data: ScreenData;
  script: boolean;
  item: DetailItem | null;
  children: ReactNode;
}) {
  if (script) return <main id="main">{children}</main>;
  const { global, t } = data;
  const shell = { global, locale: data.site.locale, accessible: data.site.accessible, t, home: false };
  if (!item) {
    return (
      <SiteShell {...shell} pathname={null} page={null} title={t('error.title')}>
        {children}
      </SiteShell>
    );
  }
  return (
    <SiteShell
      {...shell}
      pathname={`${item.list}/${item.slug}`}
      page={{ list: item.list, slug: item.slug, translations: item.translations }}
      title={item.title}
    >
      {children}
    </SiteShell>
  );
}
