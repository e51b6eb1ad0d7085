import type { ReactNode } from 'react';
import { DetailShell } from '@/features/screen/detail-shell';
import { loadSubsidiaryRoute } from '@/features/subsidiaries/load-subsidiary-route';
import { SUBSIDIARIES_PATH } from '@/features/subsidiaries/subsidiaries-url';
import { isBuildSiteKey } from '@/lib/site/site-key';

interface SubsidiaryLayoutProps {
  params: Promise<{ site: string; slug: string; variant?: string[] }>;
  children: ReactNode;
}

/** The shell of a subsidiary, or of its 404 (features/screen/detail-shell.tsx). */
export default async function SubsidiaryLayout({ params, children }: SubsidiaryLayoutProps) {
  const { site, slug, variant } = await params;
  if (isBuildSiteKey(site)) return children;
  const data = await loadSubsidiaryRoute(site, slug, variant);
  const item = data.view === 'subsidiary' ? { list: SUBSIDIARIES_PATH, ...data.subsidiary } : null;
  return (
    <DetailShell data={data} script={data.script} item={item}>
      {children}
    </DetailShell>
  );
}
