import {
  SUBSIDIARY_LATEST,
  type Coordinates,
  type Locale,
  type SubsidiaryCard,
  type SubsidiaryListQuery,
  type SubsidiaryResponse,
} from '@dav/contract';
import type { Payload } from 'payload';
import type { Subsidiary as SubsidiaryDoc } from '../payload-types';
import { relationIds } from '../lib/relation-id';
import { languagesOf, PUBLISHED, publishedOnly, type Edition } from '../access/edition';
import { byRegion, loadExpertises, mapSubsidiary } from './load-facets';
import { searchOffers } from './load-offers';
import { latestPostsOf } from './load-posts';
import { mapImage, mapMediaItem } from '../fields/map-image';
import { mapKnowMore } from './map-know-more';
import { mapSeo } from './map-seo';
import { mapRichText } from '../fields/map-rich-text';

type Expertises = Awaited<ReturnType<typeof loadExpertises>>;

const CARD_FIELDS = {
  title: true,
  slug: true,
  region: true,
  country: true,
  cities: true,
  intro: true,
  cover: true,
  expertises: true,
  address: true,
  coordinates: true,
} as const;

function coordinatesOf(doc: SubsidiaryDoc): Coordinates | null {
  const { latitude, longitude } = doc.coordinates ?? {};
  return typeof latitude === 'number' && typeof longitude === 'number' ? { latitude, longitude } : null;
}

/** A found subsidiary (depth 1 for its cover) → a card of the list and a pin of the map. */
function mapCard(doc: SubsidiaryDoc, expertises: Expertises): SubsidiaryCard {
  const ids = new Set(relationIds(doc.expertises).map(String));
  const address = doc.address;
  return {
    ...mapSubsidiary(doc),
    intro: doc.intro ?? '',
    cover: mapImage(doc.cover),
    // In the expertises' own order (by title), whatever order the editor picked them in.
    expertises: expertises.filter((expertise) => ids.has(expertise.id)),
    address:
      address?.street && address.city
        ? { street: address.street, postalCode: address.postalCode ?? '', city: address.city }
        : null,
    coordinates: coordinatesOf(doc),
  };
}

/**
 * GET /wp-json/api/{locale}/subsidiaries: every subsidiary (named in that language, or in French:
 * a subsidiary is never missing from a form or the map), of one region and one expertise or all,
 * Europe first, then by title. An expertise no one has matches nothing.
 */
export async function listSubsidiaries(
  payload: Payload,
  locale: Locale,
  query: SubsidiaryListQuery,
): Promise<SubsidiaryCard[]> {
  const expertises = await loadExpertises(payload, locale);
  const expertise = query.expertise ? expertises.find((e) => e.slug === query.expertise) : undefined;
  if (query.expertise && !expertise) return [];
  const { docs } = await payload.find({
    collection: 'subsidiaries',
    locale,
    depth: 1,
    pagination: false,
    sort: 'title',
    where: {
      and: [
        ...publishedOnly(PUBLISHED),
        ...(query.region ? [{ region: { equals: query.region } }] : []),
        ...(expertise ? [{ expertises: { contains: expertise.id } }] : []),
      ],
    },
    select: CARD_FIELDS,
  });
  return (docs as SubsidiaryDoc[]).map((doc) => mapCard(doc, expertises)).sort(byRegion);
}

/** What a subsidiary needs of its own in a language for its page there (its slug is one for all). */
export const SUBSIDIARY_REQUIRED = ['title'] as const;

/**
 * GET /wp-json/api/{locale}/subsidiaries/{slug}: null when no published subsidiary has that slug,
 * or it has no title of its own in `locale`. A draft read gives its latest draft; its news and
 * offers are those the public sees.
 */
export async function loadSubsidiary(
  payload: Payload,
  locale: Locale,
  slug: string,
  now = new Date(),
  edition: Edition = PUBLISHED,
): Promise<SubsidiaryResponse | null> {
  const { docs } = await payload.find({
    collection: 'subsidiaries',
    locale,
    draft: edition.draft,
    // 2: a gallery video's poster and captions.
    depth: 2,
    limit: 1,
    pagination: false,
    where: { and: [{ slug: { equals: slug } }, ...publishedOnly(edition)] },
    joins: false,
  });
  const doc = docs[0];
  if (!doc) return null;
  const [expertises, news, offers, all] = await Promise.all([
    loadExpertises(payload, locale),
    latestPostsOf(payload, locale, doc.id, SUBSIDIARY_LATEST, now),
    searchOffers(payload, locale, { q: '', subsidiary: slug, page: 1 }, now),
    payload.findByID({
      collection: 'subsidiaries',
      id: doc.id,
      locale: 'all',
      draft: edition.draft,
      depth: 0,
      select: { title: true },
      joins: false,
    }),
  ]);
  const languages = languagesOf(all as unknown as Parameters<typeof languagesOf>[0], SUBSIDIARY_REQUIRED);
  if (!languages.includes(locale)) return null;
  return {
    ...mapCard(doc, expertises),
    presentation: mapRichText(doc.presentation, locale),
    gallery: (doc.gallery ?? []).flatMap((media) => mapMediaItem(media, locale) ?? []),
    clients: (doc.clients ?? []).map((client) => ({
      name: client.name,
      url: client.url || null,
      logo: mapImage(client.logo),
    })),
    transport: (doc.transport ?? []).map((line) => ({
      mode: line.mode,
      line: line.line,
      stop: line.stop || null,
    })),
    contact: { email: doc.contact?.email || null, phone: doc.contact?.phone || null },
    news,
    offers: offers.items.slice(0, SUBSIDIARY_LATEST),
    offersTotal: offers.total,
    knowMore: mapKnowMore(doc.knowMore),
    seo: mapSeo(doc.seo),
    translations: languages.filter((lang) => lang !== locale).map((lang) => ({ lang, slug })),
    updatedAt: doc.updatedAt,
  };
}
