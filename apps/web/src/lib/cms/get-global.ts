import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { GlobalResponseSchema, type GlobalResponse, globalTags } from '@dav/contract';
import { publicProtocol, siteContext } from '../site/site-context';
import { cmsRead } from './cms-read';
import { CMS_CACHE_LIFE, CMS_FALLBACK_CACHE_LIFE } from './cache-tags';

/**
 * The global data of one site (menus, header/footer, trads, langs). Keyed by the `[site]` key
 * because the CMS builds the language URLs from the visitor's host and port.
 */
export async function getGlobal(siteKey: string): Promise<GlobalResponse> {
  'use cache';
  const site = siteContext(siteKey);
  cacheTag(...globalTags(site.locale));
  const query = new URLSearchParams({ domain: site.authority, proto: publicProtocol() });
  const read = await cmsRead(`/wp-json/api/${site.locale}/global?${query}`, GlobalResponseSchema);
  if (read.kind === 'not-found') throw new Error(`No global data for ${site.locale}`);
  cacheLife(read.stale ? CMS_FALLBACK_CACHE_LIFE : CMS_CACHE_LIFE);
  return read.data;
}
