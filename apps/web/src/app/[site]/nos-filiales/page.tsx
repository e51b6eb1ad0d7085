import type { Metadata } from 'next';
import {
  subsidiariesListMetadata,
  SubsidiariesListPage,
} from '@/features/subsidiaries/subsidiaries-list-page';

interface SubsidiariesPageProps {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** Rendered whole on the server for each request: the filters must work without JavaScript. */
export const instant = false;

export async function generateMetadata({ params }: SubsidiariesPageProps): Promise<Metadata> {
  return subsidiariesListMetadata((await params).site, false);
}

/** docs/product.md#subsidiaries: the map and the list of the subsidiaries. */
export default async function SubsidiariesPage({ params, searchParams }: SubsidiariesPageProps) {
  return <SubsidiariesListPage siteKey={(await params).site} script={false} searchParams={searchParams} />;
}
