import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { DayResponseSchema, dayTags, type DayResponse, type Locale } from '@dav/contract';
import { cmsRead } from './cms-read';
import { previewLink } from './preview-link';
import { CMS_CACHE_LIFE, CMS_FALLBACK_CACHE_LIFE } from './cache-tags';

/**
 * The day-at-DAV intro and products in that language (docs/product.md#a-day-at-dav); its draft in
 * a draft session whose link names it (preview-link.ts).
 */
export async function getDay(locale: Locale): Promise<DayResponse> {
  return readDay(locale, await previewLink('day-at-dav'));
}

async function readDay(locale: Locale, preview: string | null): Promise<DayResponse> {
  'use cache';
  cacheTag(...dayTags(locale));
  const read = await cmsRead(`/wp-json/api/${locale}/day-at-dav`, DayResponseSchema, { preview });
  if (read.kind === 'not-found') throw new Error(`No day-at-DAV content for ${locale}`);
  cacheLife(read.stale ? CMS_FALLBACK_CACHE_LIFE : CMS_CACHE_LIFE);
  return read.data;
}
