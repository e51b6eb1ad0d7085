import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import type { Translate } from '@/lib/i18n/translator';
import { isBuildSiteKey } from '@/lib/site/site-key';
import { loadScreen, type ScreenData } from './load-screen';
import { screenMetadata } from './screen-metadata';
import { ScreenShell } from './screen-shell';
import { screenVariant, screenVariantParams } from './screen-variant';

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * One of the site's own screens (contact, coworking, request sent…) as its feature writes it once,
 * beside DetailScreen (detail-page.tsx): its path, what search engines read, and its view. Its
 * route file is `screenPage(screen)` and its three exports.
 */
export interface Screen {
  /** Its address, the same in every language (docs/product.md#routes). */
  path: string;
  /** Its heading, in the shell and the document's title. */
  title: (t: Translate) => string;
  /** What search engines and shares read of it; the site's description when none. */
  description?: (data: ScreenData) => string | Promise<string>;
  /** Reached only after an action, or a private page: never indexed (a `/script` variant never is). */
  noindex?: boolean;
  /**
   * The screen inside its shell, called before the shell renders (its notFound() is a 404).
   * `pathname` is the address it answers at (the screen's or its `/script` variant's), where its
   * forms post back.
   */
  View: (props: {
    data: ScreenData;
    script: boolean;
    pathname: string;
    searchParams: SearchParams;
  }) => ReactNode | Promise<ReactNode>;
}

interface ScreenRouteProps {
  params: Promise<{ site: string; variant?: string[] }>;
  searchParams: SearchParams;
}

/** What search engines read of `screen` on `siteKey`; nothing for the build placeholder. */
async function metadataOf(screen: Screen, siteKey: string, script: boolean): Promise<Metadata> {
  if (isBuildSiteKey(siteKey)) return {};
  const data = await loadScreen(siteKey);
  return screenMetadata(data, {
    pathname: screen.path,
    title: screen.title(data.t),
    description: await screen.description?.(data),
    noindex: screen.noindex || script,
  });
}

/** `screen` in its shell on `siteKey`; the build placeholder is not found, here and nowhere else. */
async function render(screen: Screen, siteKey: string, script: boolean, searchParams: SearchParams) {
  if (isBuildSiteKey(siteKey)) notFound();
  const data = await loadScreen(siteKey);
  // Called, not rendered: a view that finds nothing to show (a form deleted in the CMS) calls
  // notFound() before anything of the page is sent, so the answer is a 404.
  const view = await screen.View({
    data,
    script,
    pathname: script ? `${screen.path}/script` : screen.path,
    searchParams,
  });
  return (
    <ScreenShell data={data} pathname={screen.path} title={screen.title(data.t)} script={script}>
      {view}
    </ScreenShell>
  );
}

/**
 * The exports of a screen's route file (`[[...variant]]/page.tsx`): both variants prerendered per
 * site; any other variant is not found.
 */
export function screenPage(screen: Screen) {
  return {
    generateStaticParams: screenVariantParams,

    async generateMetadata({ params }: ScreenRouteProps): Promise<Metadata> {
      const { site, variant } = await params;
      const shown = screenVariant(variant);
      return shown ? metadataOf(screen, site, shown === 'script') : {};
    },

    Page: async function ScreenRoutePage({ params, searchParams }: ScreenRouteProps) {
      const { site, variant } = await params;
      const shown = screenVariant(variant);
      if (!shown) notFound();
      return render(screen, site, shown === 'script', searchParams);
    },
  };
}

interface ListRouteProps {
  params: Promise<{ site: string }>;
  searchParams: SearchParams;
}

/**
 * The exports of a route file whose `/script` variant is a folder of its own (`/blog` and
 * `/blog/script`, docs/product.md#routes): `const page = listPage(screen, script)`.
 */
export function listPage(screen: Screen, script: boolean) {
  return {
    generateMetadata: async ({ params }: Pick<ListRouteProps, 'params'>): Promise<Metadata> =>
      metadataOf(screen, (await params).site, script),
    Page: async function ListRoutePage({ params, searchParams }: ListRouteProps) {
      return render(screen, (await params).site, script, searchParams);
    },
  };
}
