import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import {
  ExpertisesResponseSchema,
  OfferResponseSchema,
  OfferSearchResponseSchema,
  SubsidiaryListResponseSchema,
  offerTags,
  offersTags,
  type Expertise,
  type Locale,
  type OfferResponse,
  type OfferSearchQuery,
  type OfferSearchResponse,
  type Subsidiary,
} from '@dav/contract';
import { cmsRead } from './cms-read';
import { previewLink } from './preview-link';
import { CMS_CACHE_LIFE, CMS_FALLBACK_CACHE_LIFE, CMS_SCHEDULE_CACHE_LIFE } from './cache-tags';

/**
 * One page of the offers search (docs/product.md#job-offers). Not cached: every visitor
 * types their own role, and caching each one would let anybody fill the cache; the CMS answers
 * in milliseconds (`npm run bench` measures it).
 */
export async function searchOffers(locale: Locale, query: OfferSearchQuery): Promise<OfferSearchResponse> {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.expertise) params.set('expertise', query.expertise);
  if (query.subsidiary) params.set('subsidiary', query.subsidiary);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.size > 0 ? `?${params}` : '';
  const read = await cmsRead(`/wp-json/api/${locale}/offers${search}`, OfferSearchResponseSchema);
  if (read.kind === 'not-found') throw new Error(`No offers search for ${locale}`);
  return read.data;
}

/** What the search panels list: the expertises, and the subsidiaries with their cities. */
export async function getOfferFilters(
  locale: Locale,
): Promise<{ expertises: Expertise[]; subsidiaries: Subsidiary[] }> {
  'use cache';
  cacheTag(...offersTags(locale));
  const [expertises, subsidiaries] = await Promise.all([
    cmsRead(`/wp-json/api/${locale}/expertises`, ExpertisesResponseSchema),
    cmsRead(`/wp-json/api/${locale}/subsidiaries`, SubsidiaryListResponseSchema),
  ]);
  const stale =
    (expertises.kind === 'ok' && expertises.stale) || (subsidiaries.kind === 'ok' && subsidiaries.stale);
  cacheLife(stale ? CMS_FALLBACK_CACHE_LIFE : CMS_CACHE_LIFE);
  return {
    expertises: expertises.kind === 'ok' ? expertises.data.items : [],
    // The panels need the names and cities only (they reach the browser): the cards' rest stays here.
    subsidiaries:
      subsidiaries.kind === 'ok'
        ? subsidiaries.data.items.map(({ id, slug, title, region, country, cities }) => ({
            id,
            slug,
            title,
            region,
            country,
            cities,
          }))
        : [],
  };
}

const MINUTE_S = 60;

/**
 * An offer on the site in that language, or null. Kept until an edit says otherwise, but never
 * past its closing date: a closed offer must answer 404 on the day it closes.
 */
export async function getOffer(locale: Locale, slug: string): Promise<OfferResponse | null> {
  return readOffer(locale, slug, await previewLink('offers'));
}

/** getOffer's cached read: its draft in a draft session whose link names an offer (preview-link.ts). */
async function readOffer(
  locale: Locale,
  slug: string,
  preview: string | null,
): Promise<OfferResponse | null> {
  'use cache';
  cacheTag(...offerTags(locale, slug));
  const read = await cmsRead(
    `/wp-json/api/${locale}/offers/${encodeURIComponent(slug)}`,
    OfferResponseSchema,
    {
      preview,
    },
  );
  if (read.kind === 'not-found') {
    cacheLife(CMS_SCHEDULE_CACHE_LIFE);
    return null;
  }
  if (read.stale) {
    cacheLife(CMS_FALLBACK_CACHE_LIFE);
    return read.data;
  }
  const closesIn = read.data.validThrough
    ? Math.floor((Date.parse(read.data.validThrough) - Date.now()) / 1000)
    : Number.POSITIVE_INFINITY;
  const revalidate = Math.max(MINUTE_S, Math.min(CMS_CACHE_LIFE.revalidate, closesIn));
  cacheLife({
    stale: CMS_CACHE_LIFE.stale,
    revalidate,
    expire: Math.max(revalidate + 5 * MINUTE_S, Math.min(CMS_CACHE_LIFE.expire, closesIn)),
  });
  return read.data;
}
