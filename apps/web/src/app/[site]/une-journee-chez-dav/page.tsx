import type { Metadata } from 'next';
import { dayMetadata, DayPage } from '@/features/day-at-dav/day-page';

interface DayRouteProps {
  params: Promise<{ site: string }>;
}

export async function generateMetadata({ params }: DayRouteProps): Promise<Metadata> {
  return dayMetadata((await params).site, false);
}

/** docs/product.md#a-day-at-dav: the slider. Each product's page is `[slug]`. */
export default async function DayRoute({ params }: DayRouteProps) {
  return <DayPage siteKey={(await params).site} script={false} />;
}
