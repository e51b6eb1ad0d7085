import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { ConsentResponseSchema, type ConsentResponse, type Locale, consentTags } from '@dav/contract';
import { cmsRead } from './cms-read';
import { CMS_CACHE_LIFE, CMS_FALLBACK_CACHE_LIFE } from './cache-tags';

/** The consent banner's texts in that language, the policy revision and the tag manager's container. */
export async function getConsent(locale: Locale): Promise<ConsentResponse> {
  'use cache';
  cacheTag(...consentTags(locale));
  const read = await cmsRead(`/wp-json/api/${locale}/consent`, ConsentResponseSchema);
  if (read.kind === 'not-found') throw new Error(`No consent settings for ${locale}`);
  cacheLife(read.stale ? CMS_FALLBACK_CACHE_LIFE : CMS_CACHE_LIFE);
  return read.data;
}
