import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import type { Image, Locale } from '@dav/contract';
import { routeBase, type RouteName } from '@dav/rules';
import { ErrorPageView } from '@/features/error-page/error-page-view';
import { NotFoundSignal } from '@/features/error-page/not-found-signal';
import { isBuildSiteKey } from '@/lib/site/site-key';
import { seoMetadata } from '@/lib/site/seo-metadata';
import { detailRoute } from './detail-route';
import { DetailShell } from './detail-shell';
import { loadScreen, type ScreenData } from './load-screen';

/** A detail screen (an offer, a post…) as its feature writes it once. */
export interface DetailScreen<T> {
  /** Its route in the route table: the list it belongs to. */
  route: RouteName;
  /** The item shown at `slug` in `locale`, or null (→ 404): a cached read. */
  find: (locale: Locale, slug: string) => Promise<T | null>;
  /** Its slug, title and translations: its address, its shell, its alternates. */
  describe: (item: T) => { slug: string; title: string; translations: { lang: string; slug: string }[] };
  /**
   * Its title (when editors set one: else `{title} | {site}`), description, image and kind for
   * search engines and shares.
   */
  seo: (
    item: T,
    data: ScreenData,
  ) => { title?: string | null; description: string; image?: Image | null; type?: 'website' | 'article' };
  View: (props: { item: T; data: ScreenData }) => ReactNode | Promise<ReactNode>;
}

/** What a detail route shows: the item, or the 404 page (`missing`). */
export type DetailData<T> = ScreenData &
  ({ view: 'item'; script: boolean; item: T } | { view: 'missing'; script: false });

interface DetailRouteProps {
  params: Promise<{ site: string; slug: string; variant?: string[] }>;
}

/**
 * Site, translations and the item of `/{list}/{slug}[/script]`, for the layout, the page and the
 * metadata: the reads are cached, so the CMS is asked once. A deeper path or a slug the CMS cannot
 * hold is `missing` (`detailRoute`).
 */
export async function loadDetail<T>(
  screen: DetailScreen<T>,
  siteKey: string,
  slug: string,
  variant?: readonly string[],
): Promise<DetailData<T>> {
  const data = await loadScreen(siteKey);
  const route = detailRoute(slug, variant);
  const item = route ? await screen.find(data.site.locale, route.slug) : null;
  return route && item
    ? { ...data, view: 'item', script: route.script, item }
    : { ...data, view: 'missing', script: false };
}

/**
 * The exports of a detail route's files (`[slug]/[[...variant]]/page.tsx` and `layout.tsx`,
 * docs/product.md#routes): prerendered for the build placeholder only, every real item on its
 * first request; its shell set in the layout, so its 404 (not-found.tsx) renders inside it.
 */
export function detailPage<T>(screen: DetailScreen<T>) {
  const list = routeBase(screen.route);
  return {
    generateStaticParams: () => [{ slug: '~build', variant: [] }],

    async generateMetadata({ params }: DetailRouteProps): Promise<Metadata> {
      const { site, slug, variant } = await params;
      if (isBuildSiteKey(site)) return {};
      const data = await loadDetail(screen, site, slug, variant);
      const { t } = data;
      if (data.view === 'missing') return { title: `${t('error.title')} | ${t('site.name')}` };
      const { slug: own, title, translations } = screen.describe(data.item);
      const { title: seoTitle, ...seo } = screen.seo(data.item, data);
      return seoMetadata({
        site: data.site,
        global: data.global,
        t,
        noindex: data.script,
        page: { list, slug: own, translations },
        title: seoTitle ?? `${title} | ${t('site.name')}`,
        ...seo,
      });
    },

    Page: async function DetailRoutePage({ params }: DetailRouteProps) {
      const { site, slug, variant } = await params;
      if (isBuildSiteKey(site)) notFound();
      const data = await loadDetail(screen, site, slug, variant);
      if (data.view === 'item') return <screen.View item={data.item} data={data} />;
      return (
        <>
          <ErrorPageView image={data.global.notFoundImage} t={data.t} />
          <NotFoundSignal />
        </>
      );
    },

    Layout: async function DetailRouteLayout({
      params,
      children,
    }: DetailRouteProps & { children: ReactNode }) {
      const { site, slug, variant } = await params;
      if (isBuildSiteKey(site)) return children;
      const data = await loadDetail(screen, site, slug, variant);
      const item = data.view === 'item' ? { list, ...screen.describe(data.item) } : null;
      return (
        <DetailShell data={data} script={data.script} item={item}>
          {children}
        </DetailShell>
      );
    },
  };
}
