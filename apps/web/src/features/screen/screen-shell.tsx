import type { ReactNode } from 'react';
import { SiteShell } from '@/features/shell/site-shell';
import type { ScreenData } from './load-screen';

interface ScreenShellProps {
  data: ScreenData;
  /** The route's path (`/contactez-nous`): the same in every language, so the language links keep it. */
  pathname: string;
  /** The current breadcrumb. */
  title: string;
  /** The `/script` variant: the content alone, without the shell (docs/product.md#routes). */
  script?: boolean;
  children: ReactNode;
}

/** The page shell (docs/product.md#shell) around one of the site's own screens. */
export function ScreenShell({ data, pathname, title, script = false, children }: ScreenShellProps) {
  const { global, site, t } = data;
  if (script) return <main id="main">{children}</main>;
  return (
    <SiteShell
      global={global}
      locale={site.locale}
      accessible={site.accessible}
      t={t}
      pathname={pathname}
      home={false}
      page={{ path: pathname }}
      title={title}
    >
      {children}
    </SiteShell>
  );
}
