import type { Expertise, Locale, Subsidiary } from '@dav/contract';
import type { Payload } from 'payload';
import type { Expertise as ExpertiseDoc, Subsidiary as SubsidiaryDoc } from '../payload-types';
import { PUBLISHED, publishedOnly } from '../access/edition';

/*
 * What offers are filtered by and name (docs/product.md#job-offers): the expertises and the
 * subsidiaries with their cities, read by the offers search, an offer page and the subsidiaries.
 */

export function mapExpertise(doc: ExpertiseDoc): Expertise {
  return { id: String(doc.id), slug: doc.slug, title: doc.title };
}

export function mapSubsidiary(doc: SubsidiaryDoc): Subsidiary {
  return {
    id: String(doc.id),
    slug: doc.slug,
    title: doc.title,
    region: doc.region,
    country: doc.country,
    cities: doc.cities ?? [],
  };
}

/** GET /wp-json/api/{locale}/expertises */
export async function loadExpertises(payload: Payload, locale: Locale): Promise<Expertise[]> {
  const { docs } = await payload.find({
    collection: 'expertises',
    locale,
    depth: 0,
    pagination: false,
    sort: 'title',
  });
  return docs.map(mapExpertise);
}

/** Europe first, then North America; a stable sort keeps the title order within each. */
export const byRegion = (a: { region: string }, b: { region: string }) =>
  a.region === b.region ? 0 : a.region === 'europe' ? -1 : 1;

/** The subsidiaries with their cities (what offers show), Europe first, then by name. */
export async function loadSubsidiaries(payload: Payload, locale: Locale): Promise<Subsidiary[]> {
  const { docs } = await payload.find({
    collection: 'subsidiaries',
    locale,
    depth: 0,
    pagination: false,
    sort: 'title',
    where: { and: publishedOnly(PUBLISHED) },
    select: { title: true, slug: true, region: true, country: true, cities: true },
  });
  return (docs as SubsidiaryDoc[]).map(mapSubsidiary).sort(byRegion);
}
