import type { Metadata } from 'next';
import type { ComponentType } from 'react';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

interface ListRouteProps {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** A list screen as its feature writes it once: its metadata and its page, for the route and its `/script` variant. */
export interface ListScreen {
  metadata: (siteKey: string, script: boolean) => Promise<Metadata>;
  Page: ComponentType<{ siteKey: string; script: boolean; searchParams: SearchParams }>;
}

/**
 * The exports of a list route's page file (`/blog` or `/blog/script`, docs/product.md#routes), so
 * that file is `const page = listPage(screen, script)` and its two exports.
 */
export function listPage({ metadata, Page }: ListScreen, script: boolean) {
  return {
    generateMetadata: async ({ params }: ListRouteProps): Promise<Metadata> =>
      metadata((await params).site, script),
    Page: async function ListRoutePage({ params, searchParams }: ListRouteProps) {
      return <Page siteKey={(await params).site} script={script} searchParams={searchParams} />;
    },
  };
}
