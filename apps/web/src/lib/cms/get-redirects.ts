import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { RedirectsResponseSchema, redirectsTags, type Locale, type Redirect } from '@dav/contract';
import { cmsRead } from './cms-read';
import { CMS_CACHE_LIFE, CMS_FALLBACK_CACHE_LIFE } from './cache-tags';

/** The redirects of one language (docs/product.md#redirects), until an editor changes one. */
export async function getRedirects(locale: Locale): Promise<Redirect[]> {
  'use cache';
  cacheTag(...redirectsTags(locale));
  const read = await cmsRead(`/wp-json/api/${locale}/redirects`, RedirectsResponseSchema);
  if (read.kind === 'not-found') throw new Error(`No redirects route for ${locale}`);
  cacheLife(read.stale ? CMS_FALLBACK_CACHE_LIFE : CMS_CACHE_LIFE);
  return read.data.items;
}
