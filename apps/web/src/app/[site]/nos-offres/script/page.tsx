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
  return offersSearchMetadata((await params).site, true);
}

/** docs/product.md#routes-script-variant: the offers search without the shell. */
export default async function SearchScriptPage({ params, searchParams }: SearchPageProps) {
  return <OffersSearchPage siteKey={(await params).site} script searchParams={searchParams} />;
}
