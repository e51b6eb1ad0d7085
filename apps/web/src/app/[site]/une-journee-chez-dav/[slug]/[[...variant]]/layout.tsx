import type { ReactNode } from 'react';
import { DAY_PATH } from '@/features/day-at-dav/day-url';
import { loadDayProductRoute } from '@/features/day-at-dav/load-day-product-route';
import { DetailShell } from '@/features/screen/detail-shell';
import { isBuildSiteKey } from '@/lib/site/site-key';

interface DayProductLayoutProps {
  params: Promise<{ site: string; slug: string; variant?: string[] }>;
  children: ReactNode;
}

/** The shell of a product of the day, or of its 404 (features/screen/detail-shell.tsx). */
export default async function DayProductLayout({ params, children }: DayProductLayoutProps) {
  const { site, slug, variant } = await params;
  if (isBuildSiteKey(site)) return children;
  const data = await loadDayProductRoute(site, slug, variant);
  const item =
    data.view === 'product'
      ? {
          list: DAY_PATH,
          slug: data.product.slug,
          title: data.product.title,
          translations: data.product.translations,
        }
      : null;
  return (
    <DetailShell data={data} script={data.script} item={item}>
      {children}
    </DetailShell>
  );
}
