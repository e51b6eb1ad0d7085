import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { CoworkingResponseSchema, type CoworkingResponse, type Locale, coworkingTags } from '@dav/contract';
import { cmsRead } from './cms-read';
import { previewLink } from './preview-link';
import { CMS_CACHE_LIFE, CMS_FALLBACK_CACHE_LIFE } from './cache-tags';

/**
 * The coworking page content, rates and request-form texts in that language; its draft in a draft
 * session whose link names it (preview-link.ts).
 */
export async function getCoworking(locale: Locale): Promise<CoworkingResponse> {
  return readCoworking(locale, await previewLink('coworking'));
}

async function readCoworking(locale: Locale, preview: string | null): Promise<CoworkingResponse> {
  'use cache';
  cacheTag(...coworkingTags(locale));
  const read = await cmsRead(`/wp-json/api/${locale}/coworking`, CoworkingResponseSchema, { preview });
  if (read.kind === 'not-found') throw new Error(`No coworking content for ${locale}`);
  cacheLife(read.stale ? CMS_FALLBACK_CACHE_LIFE : CMS_CACHE_LIFE);
  return read.data;
}
