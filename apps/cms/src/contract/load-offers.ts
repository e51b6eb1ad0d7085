import {
  OFFERS_PAGE_SIZE,
  type Locale,
  type OfferResponse,
  type OfferSearchQuery,
  type OfferSearchResponse,
  type OfferSummary,
} from '@dav/contract';
import type { Payload } from 'payload';
import type { Manager, Offer } from '../payload-types';
import { relationId, relationIds } from '../lib/relation-id';
import { languagesOf, PUBLISHED, visibleOffers, type Edition } from '../access/edition';
import { offerSearch } from '../search/engine';
import { mapImage } from '../fields/map-image';
import { loadKnowMore } from './map-know-more';
import { mapRichText } from '../fields/map-rich-text';
import { mapSeo } from './map-seo';
import { localeOptions, lookups, mapSummary, summaries, type Lookups } from './offer-cards';

/** Related offers shown on an offer page (docs/product.md#job-offers). */
export const RELATED_OFFERS = 3;

/** What an offer needs of its own in a language to exist there (edition.ts, languagesOf). */
export const OFFER_REQUIRED = ['slug', 'title'] as const;

/** The id of the item with `slug`; null when no slug is asked for, 'unknown' when none has it. */
function idOfSlug<T extends { id: string; slug: string }>(items: Map<string, T>, slug: string | undefined) {
  if (!slug) return null;
  return [...items.values()].find((item) => item.slug === slug)?.id ?? ('unknown' as const);
}

/** GET /wp-json/api/{locale}/offers: one page of the search, and how many offers match in all. */
export async function searchOffers(
  payload: Payload,
  locale: Locale,
  query: OfferSearchQuery,
  now = new Date(),
): Promise<OfferSearchResponse> {
  const empty = { total: 0, page: query.page, pageSize: OFFERS_PAGE_SIZE, items: [] };
  const refs = await lookups(payload, locale);
  const expertiseId = idOfSlug(refs.expertises, query.expertise);
  const subsidiaryId = idOfSlug(refs.subsidiaries, query.subsidiary);
  // A filter naming nothing that exists matches nothing (a stale link), rather than everything.
  if (expertiseId === 'unknown' || subsidiaryId === 'unknown') return empty;
  const ids = await offerSearch(payload).search({ locale, q: query.q, expertiseId, subsidiaryId, now });
  const start = (query.page - 1) * OFFERS_PAGE_SIZE;
  const items = await summaries(payload, locale, ids.slice(start, start + OFFERS_PAGE_SIZE), now, refs);
  return { total: ids.length, page: query.page, pageSize: OFFERS_PAGE_SIZE, items };
}

function mapManager(doc: Manager): OfferResponse['managers'][number] {
  return {
    id: String(doc.id),
    name: doc.name,
    position: doc.position,
    form: doc.positionForm,
    photo: mapImage(doc.photo),
  };
}

/** Chosen by the recruiter, else the newest of the same expertise sharing a subsidiary. */
async function relatedOffers(
  payload: Payload,
  locale: Locale,
  offer: Offer,
  now: Date,
  refs: Lookups,
): Promise<OfferSummary[]> {
  const chosen = relationIds(offer.related).map(String);
  if (chosen.length > 0) return summaries(payload, locale, chosen.slice(0, RELATED_OFFERS), now, refs);
  const expertise = relationId(offer.expertise);
  const subsidiaryIds = relationIds(offer.subsidiaries);
  if (!expertise) return [];
  const { docs } = await payload.find({
    collection: 'offers',
    ...localeOptions(locale),
    depth: 0,
    limit: RELATED_OFFERS,
    sort: '-datePosted',
    where: {
      and: [
        visibleOffers(now),
        { id: { not_equals: offer.id } },
        { expertise: { equals: expertise } },
        { subsidiaries: { in: subsidiaryIds } },
      ],
    },
    select: {},
  });
  return summaries(
    payload,
    locale,
    docs.map((d) => String(d.id)),
    now,
    refs,
  );
}

/**
 * GET /wp-json/api/{locale}/offers/{slug}: null when it is not on the site in that language. A
 * draft read gives the offer's latest draft; its related offers are those the public sees.
 */
export async function loadOffer(
  payload: Payload,
  locale: Locale,
  slug: string,
  now = new Date(),
  edition: Edition = PUBLISHED,
): Promise<OfferResponse | null> {
  const { docs } = await payload.find({
    collection: 'offers',
    ...localeOptions(locale),
    draft: edition.draft,
    depth: 0,
    limit: 1,
    pagination: false,
    where: { and: [{ slug: { equals: slug } }, visibleOffers(now, edition)] },
  });
  const doc = docs[0];
  if (!doc) return null;
  const refs = await lookups(payload, locale);
  const summary = mapSummary(doc, refs);
  if (!summary) return null;
  const managerIds = relationIds(doc.managers).map(String);
  const seoImage = relationId(doc.seo?.image);
  const [all, related, managers, knowMore, shareImage] = await Promise.all([
    payload.findByID({
      collection: 'offers',
      id: doc.id,
      locale: 'all',
      draft: edition.draft,
      depth: 0,
      select: { slug: true, title: true },
    }),
    relatedOffers(payload, locale, doc, now, refs),
    managerIds.length
      ? payload.find({
          collection: 'managers',
          locale,
          depth: 1,
          pagination: false,
          where: { id: { in: managerIds } },
        })
      : Promise.resolve({ docs: [] as Manager[] }),
    loadKnowMore(payload, locale, doc.knowMore),
    seoImage == null
      ? null
      : payload.findByID({ collection: 'media', id: seoImage, locale, depth: 0, disableErrors: true }),
  ]);
  const managerById = new Map(managers.docs.map((m) => [String(m.id), m]));
  const slugs = (all.slug ?? {}) as unknown as Partial<Record<Locale, string | null>>;
  const languages = languagesOf(all as unknown as Parameters<typeof languagesOf>[0], OFFER_REQUIRED);
  const salary = doc.salary?.min != null ? doc.salary : null;
  return {
    ...summary,
    knowMore,
    seo: mapSeo({ ...doc.seo, image: shareImage }),
    description: mapRichText(doc.description),
    missions: mapRichText(doc.missions),
    profile: mapRichText(doc.profile),
    benefits: mapRichText(doc.benefits),
    salary: salary
      ? {
          min: salary.min!,
          max: salary.max ?? null,
          currency: salary.currency ?? 'EUR',
          period: salary.period ?? 'year',
        }
      : null,
    managers: managerIds.flatMap((id) => {
      const manager = managerById.get(id);
      return manager ? [mapManager(manager)] : [];
    }),
    technologies: (doc.technologies ?? []).map(({ slug, technologyId, subTechnologyId, label }) => ({
      slug,
      technologyId,
      subTechnologyId,
      label,
    })),
    related,
    translations: languages.map((lang) => ({ lang, slug: slugs[lang]! })),
    updatedAt: doc.updatedAt,
  };
}
