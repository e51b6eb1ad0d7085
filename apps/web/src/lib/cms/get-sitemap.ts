import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import {
  coworkingTags,
  dayTags,
  globalTags,
  offersTags,
  pageTag,
  postsTags,
  SitemapResponseSchema,
  subsidiariesTags,
  type Locale,
  type SitemapResponse,
} from '@dav/contract';
import { cmsRead } from './cms-read';
import { CMS_FALLBACK_CACHE_LIFE, CMS_SCHEDULE_CACHE_LIFE } from './cache-tags';

/** Next refuses more tags on one entry; a page edit past them waits for the schedule below. */
const MAX_PAGE_TAGS = 100;

/**
 * What the sitemap of a language lists (docs/product.md#what-search-engines-and-social-sites-see). Dropped by an
 * edit of anything it lists (a new or renamed page sends `global`; an edited one, its own tag),
 * and asked again within minutes, since a post or offer appears or closes on a date.
 */
export async function getSitemapData(locale: Locale): Promise<SitemapResponse> {
  'use cache';
  cacheTag(
    ...globalTags(locale),
    ...postsTags(locale),
    ...offersTags(locale),
    ...subsidiariesTags(locale),
    ...dayTags(locale),
    ...coworkingTags(locale),
  );
  // Never an editor's draft: no read but a previewed document's asks for one (cms-read.ts).
  const read = await cmsRead(`/wp-json/api/${locale}/sitemap`, SitemapResponseSchema);
  if (read.kind === 'not-found') throw new Error(`No sitemap data for ${locale}`);
  cacheTag(...read.data.pages.slice(0, MAX_PAGE_TAGS).map((page) => pageTag(locale, page.slug)));
  cacheLife(read.stale ? CMS_FALLBACK_CACHE_LIFE : CMS_SCHEDULE_CACHE_LIFE);
  return read.data;
}
