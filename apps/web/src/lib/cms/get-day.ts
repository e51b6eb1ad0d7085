import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { DayResponseSchema, dayTags, type DayResponse, type Locale } from '@dav/contract';
import { cmsRead } from './cms-read';
import { CMS_CACHE_LIFE, CMS_FALLBACK_CACHE_LIFE } from './cache-tags';

/** The day-at-DAV intro and products in that language (docs/product.md#a-day-at-dav). */
export async function getDay(locale: Locale): Promise<DayResponse> {
  'use cache';
  cacheTag(...dayTags(locale));
  const read = await cmsRead(`/wp-json/api/${locale}/day-at-dav`, DayResponseSchema);
  if (read.kind === 'not-found') throw new Error(`No day-at-DAV content for ${locale}`);
  cacheLife(read.stale ? CMS_FALLBACK_CACHE_LIFE : CMS_CACHE_LIFE);
  return read.data;
}
