import type { KnowMore, Locale } from '@dav/contract';
import type { Payload } from 'payload';
import type { Media } from '../payload-types';
import { mapImage } from '../fields/map-image';

interface KnowMoreDoc {
  title?: string | null;
  items?: { title: string; url: string; image?: number | Media | null }[] | null;
}

/** A know-more group or block (read at depth 1 for its pictures) → the contract's strip; none without cards. */
export function mapKnowMore(doc: KnowMoreDoc | null | undefined, fallbackTitle = ''): KnowMore | null {
  const items = (doc?.items ?? []).map((item) => ({
    title: item.title,
    url: item.url,
    image: mapImage(item.image),
  }));
  const title = doc?.title || fallbackTitle;
  return items.length > 0 && title ? { title, items } : null;
}

/** The same for a document read at depth 0: its pictures are read here, in one query. */
export async function loadKnowMore(
  payload: Payload,
  locale: Locale,
  doc: KnowMoreDoc | null | undefined,
): Promise<KnowMore | null> {
  const ids = (doc?.items ?? []).flatMap((item) => (typeof item.image === 'number' ? [item.image] : []));
  if (!doc?.items?.length || ids.length === 0) return mapKnowMore(doc);
  const { docs } = await payload.find({
    collection: 'media',
    locale,
    depth: 0,
    pagination: false,
    where: { id: { in: ids } },
  });
  const byId = new Map(docs.map((media) => [media.id, media]));
  return mapKnowMore({
    ...doc,
    items: doc.items.map((item) => ({
      ...item,
      image: typeof item.image === 'number' ? (byId.get(item.image) ?? null) : item.image,
    })),
  });
}
