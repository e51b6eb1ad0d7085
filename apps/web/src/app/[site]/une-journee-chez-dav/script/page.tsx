import type { Metadata } from 'next';
import { dayMetadata, DayPage } from '@/features/day-at-dav/day-page';

interface DayRouteProps {
  params: Promise<{ site: string }>;
}

export async function generateMetadata({ params }: DayRouteProps): Promise<Metadata> {
  return dayMetadata((await params).site, true);
}

/** docs/product.md#routes-script-variant: the slider without the shell. */
export default async function DayScriptRoute({ params }: DayRouteProps) {
  return <DayPage siteKey={(await params).site} script />;
}
