import 'server-only';
import type { PostResponse } from '@dav/contract';
import { loadScreen, type ScreenData } from '@/features/screen/load-screen';
import { detailRoute } from '@/features/screen/detail-route';
import { getPost } from '@/lib/cms';

/** What a post route shows: the post, or the 404 page (`missing`). */
export type PostRouteData = ScreenData &
  ({ view: 'post'; script: boolean; post: PostResponse } | { view: 'missing'; script: false });

/** Site, translations and the post of `/blog/{slug}[/script]`, for the layout, page and metadata (cached reads). */
export async function loadPostRoute(
  siteKey: string,
  slug: string,
  variant?: readonly string[],
): Promise<PostRouteData> {
  const screen = await loadScreen(siteKey);
  const route = detailRoute(slug, variant);
  const post = route ? await getPost(screen.site.locale, route.slug) : null;
  return route && post
    ? { ...screen, view: 'post', script: route.script, post }
    : { ...screen, view: 'missing', script: false };
}
