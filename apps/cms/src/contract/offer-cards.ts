import type { Expertise, Locale, OfferSummary, Subsidiary } from '@dav/contract';
import type { Payload } from 'payload';
import type { Offer } from '../payload-types';
import { relationId, relationIds } from '../lib/relation-id';
import { visibleOffers } from '../access/edition';
import { loadExpertises, loadSubsidiaries } from './load-facets';

/*
 * Offers as the cards of a list (the search, an offer page's related offers, a subsidiary's
 * offers): in the language asked for, never another (an offer untranslated there is not shown).
 */

/** An offer is read in one language only: it never falls back to another. */
export const localeOptions = (locale: Locale) => ({ locale, fallbackLocale: false as const });

/**
 * Expertises and subsidiaries by id, in that language with the usual fallback (a subsidiary
 * named in French only still shows); offers themselves never fall back (see localeOptions).
 */
export interface Lookups {
  expertises: Map<string, Expertise>;
  subsidiaries: Map<string, Subsidiary>;
}

export async function lookups(payload: Payload, locale: Locale): Promise<Lookups> {
  const [expertises, subsidiaries] = await Promise.all([
    loadExpertises(payload, locale),
    loadSubsidiaries(payload, locale),
  ]);
  return {
    expertises: new Map(expertises.map((e) => [e.id, e])),
    subsidiaries: new Map(subsidiaries.map((s) => [s.id, s])),
  };
}

/** A found offer (depth 0) → a result card; null if untranslated or its relations are gone. */
export function mapSummary(doc: Offer, refs: Lookups): OfferSummary | null {
  const expertise = refs.expertises.get(String(relationId(doc.expertise)));
  const subsidiaries = relationIds(doc.subsidiaries).flatMap((id) => refs.subsidiaries.get(String(id)) ?? []);
  if (!doc.slug || !doc.title || !expertise || subsidiaries.length === 0) return null;
  return {
    id: String(doc.id),
    slug: doc.slug,
    title: doc.title,
    expertise,
    subsidiaries,
    contractType: doc.contractType,
    remotePolicy: doc.remotePolicy,
    experienceLevel: doc.experienceLevel,
    datePosted: doc.datePosted,
    validThrough: doc.validThrough ?? null,
  };
}

/** Offers by id, in the order given, as cards. */
export async function summaries(
  payload: Payload,
  locale: Locale,
  ids: string[],
  now: Date,
  refs: Lookups,
): Promise<OfferSummary[]> {
  if (ids.length === 0) return [];
  const { docs } = await payload.find({
    collection: 'offers',
    ...localeOptions(locale),
    depth: 0,
    pagination: false,
    where: { and: [{ id: { in: ids } }, visibleOffers(now)] },
    select: {
      title: true,
      slug: true,
      expertise: true,
      subsidiaries: true,
      contractType: true,
      remotePolicy: true,
      experienceLevel: true,
      datePosted: true,
      validThrough: true,
    },
  });
  const byId = new Map(docs.map((doc) => [String(doc.id), doc as Offer]));
  return ids.flatMap((id) => {
    const doc = byId.get(id);
    const summary = doc ? mapSummary(doc, refs) : null;
    return summary ? [summary] : [];
  });
}
