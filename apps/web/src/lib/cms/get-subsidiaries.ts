import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import {
  offersTags,
  postsTags,
  SubsidiaryListResponseSchema,
  SubsidiaryResponseSchema,
  subsidiariesTags,
  subsidiaryTags,
  type Locale,
  type SubsidiaryCard,
  type SubsidiaryListQuery,
  type SubsidiaryResponse,
} from '@dav/contract';
import { cmsRead } from './cms-read';
import { previewLink } from './preview-link';
import { CMS_CACHE_LIFE, CMS_FALLBACK_CACHE_LIFE, CMS_SCHEDULE_CACHE_LIFE } from './cache-tags';

/**
 * The map and its list (docs/product.md#subsidiaries), for one region and one expertise or all:
 * few combinations (3 regions × the expertises), cached until an edit.
 */
export async function listSubsidiaries(
  locale: Locale,
  query: SubsidiaryListQuery,
): Promise<SubsidiaryCard[]> {
  'use cache';
  cacheTag(...subsidiariesTags(locale));
  const params = new URLSearchParams();
  if (query.region) params.set('region', query.region);
  if (query.expertise) params.set('expertise', query.expertise);
  const search = params.size > 0 ? `?${params}` : '';
  const read = await cmsRead(`/wp-json/api/${locale}/subsidiaries${search}`, SubsidiaryListResponseSchema);
  if (read.kind === 'not-found') throw new Error(`No subsidiaries for ${locale}`);
  cacheLife(read.stale ? CMS_FALLBACK_CACHE_LIFE : CMS_CACHE_LIFE);
  return read.data.items;
}

/**
 * A subsidiary with its news and offers, or null; tagged by all three, so an edit of any shows.
 * Its draft in a draft session whose link names a subsidiary (preview-link.ts).
 */
export async function getSubsidiary(locale: Locale, slug: string): Promise<SubsidiaryResponse | null> {
  return readSubsidiary(locale, slug, await previewLink('subsidiaries'));
}

async function readSubsidiary(
  locale: Locale,
  slug: string,
  preview: string | null,
): Promise<SubsidiaryResponse | null> {
  'use cache';
  cacheTag(...subsidiaryTags(locale, slug), ...postsTags(locale), ...offersTags(locale));
  const read = await cmsRead(
    `/wp-json/api/${locale}/subsidiaries/${encodeURIComponent(slug)}`,
    SubsidiaryResponseSchema,
    { preview },
  );
  if (read.kind === 'not-found') {
    cacheLife(CMS_SCHEDULE_CACHE_LIFE);
    return null;
  }
  cacheLife(read.stale ? CMS_FALLBACK_CACHE_LIFE : CMS_SCHEDULE_CACHE_LIFE);
  return read.data;
}
