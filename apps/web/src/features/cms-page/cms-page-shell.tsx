import type { ReactNode } from 'react';
import { SiteShell } from '@/features/shell/site-shell';
import { isFound, type CmsPageData } from './load-cms-page';

/**
 * The shell around a catch-all page, or around its error page. A `/script` variant of an existing
 * page gets no shell at all (docs/product.md#routes); its content still sits in a <main>.
 */
export function CmsPageShell({ data, children }: { data: CmsPageData; children: ReactNode }) {
  const { site, route, global, page, t } = data;
  if (isFound(data) && data.route.script) return <main id="main">{children}</main>;
  const found = isFound(data);
  return (
    <SiteShell
      global={global}
      locale={site.locale}
      accessible={site.accessible}
      t={t}
      pathname={found ? route!.pathname : null}
      home={found && route!.home}
      page={found ? page : null}
      title={found ? page!.title : t('error.title')}
    >
      {children}
    </SiteShell>
  );
}
