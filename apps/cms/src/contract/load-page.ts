import { isSlug, type Locale, type PageResponse } from '@dav/contract';
import type { Payload } from 'payload';
import { mapPage } from './map-page';

/** The page whose slug in `locale` is `slug`, or null. Slugs never fall back to another language. */
export async function loadPage(payload: Payload, locale: Locale, slug: string): Promise<PageResponse | null> {
  if (!isSlug(slug)) return null;
  const { docs } = await payload.find({
    collection: 'pages',
    locale,
    // 2: a gallery's video and, inside it, its captions and poster.
    depth: 2,
    limit: 1,
    pagination: false,
    where: { slug: { equals: slug } },
  });
  const page = docs[0];
  if (!page) return null;
  const all = await payload.findByID({
    collection: 'pages',
    id: page.id,
    locale: 'all',
    depth: 0,
    select: { slug: true },
  });
  const slugs = (all.slug ?? {}) as unknown as Partial<Record<Locale, string | null>>;
  return mapPage(page, locale, slugs);
}
