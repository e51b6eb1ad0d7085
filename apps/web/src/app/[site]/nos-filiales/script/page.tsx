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
  return subsidiariesListMetadata((await params).site, true);
}

/** docs/product.md#routes-script-variant: the map and the list without the shell. */
export default async function SubsidiariesScriptPage({ params, searchParams }: SubsidiariesPageProps) {
  return <SubsidiariesListPage siteKey={(await params).site} script searchParams={searchParams} />;
}
