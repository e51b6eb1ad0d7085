import type { Metadata } from 'next';
import { offersSearchMetadata, OffersSearchPage } from '@/features/offers/offers-search-page';

interface SearchPageProps {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * Rendered whole on the server for each request, not as a prerendered shell with a streamed hole:
 * streamed content needs JavaScript to show, and the search must work without it
 * (docs/architecture.md#job-offers).
 */
export const instant = false;

export async function generateMetadata({ params }: SearchPageProps): Promise<Metadata> {
  return offersSearchMetadata((await params).site, false);
}

/** docs/product.md#job-offers: the offers search. */
export default async function SearchPage({ params, searchParams }: SearchPageProps) {
  return <OffersSearchPage siteKey={(await params).site} script={false} searchParams={searchParams} />;
}
