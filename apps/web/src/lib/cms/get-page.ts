import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { PageResponseSchema, type Locale, type PageResponse, pageTags } from '@dav/contract';
import { cmsRead } from './cms-read';
import { previewLink } from './preview-link';
import { CMS_CACHE_LIFE, CMS_FALLBACK_CACHE_LIFE } from './cache-tags';

/**
 * A CMS page by its slug in that language (`home` for the home page); null when it does not exist.
 * Its draft in a draft session whose link names a page (preview-link.ts).
 */
export async function getPage(locale: Locale, slug: string): Promise<PageResponse | null> {
  return readPage(locale, slug, await previewLink('pages'));
}

async function readPage(locale: Locale, slug: string, preview: string | null): Promise<PageResponse | null> {
  'use cache';
  cacheTag(...pageTags(locale, slug));
  const read = await cmsRead(`/wp-json/api/${locale}/page/${encodeURIComponent(slug)}`, PageResponseSchema, {
    preview,
  });
  if (read.kind === 'not-found') {
    // A page created later is announced by the CMS with this same tag.
    cacheLife(CMS_CACHE_LIFE);
    return null;
  }
  cacheLife(read.stale ? CMS_FALLBACK_CACHE_LIFE : CMS_CACHE_LIFE);
  return read.data;
}
