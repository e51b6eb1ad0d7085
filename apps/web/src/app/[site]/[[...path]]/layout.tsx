import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { CmsPageShell } from '@/features/cms-page/cms-page-shell';
import { loadCmsPage } from '@/features/cms-page/load-cms-page';
import { cmsPageMetadata } from '@/features/cms-page/page-metadata';
import { isBuildSiteKey } from '@/lib/site/site-key';

interface ShellLayoutProps {
  params: Promise<{ site: string; path?: string[] }>;
  children: ReactNode;
}

export async function generateMetadata({ params }: ShellLayoutProps): Promise<Metadata> {
  const { site, path } = await params;
  if (isBuildSiteKey(site)) return {};
  return cmsPageMetadata(await loadCmsPage(site, path));
}

/**
 * The shell lives here, not in the page, so that the error page (not-found.tsx, which Next ships
 * with every page of its segment) stays small yet still renders inside header and footer.
 */
export default async function ShellLayout({ params, children }: ShellLayoutProps) {
  const { site, path } = await params;
  if (isBuildSiteKey(site)) return children;
  return <CmsPageShell data={await loadCmsPage(site, path)}>{children}</CmsPageShell>;
}
