import type { Locale } from '@dav/contract';
import type { Payload } from 'payload';
import { publishedOnly, PUBLISHED } from '../access/edition';
import type { PageIndex, PageRef } from './map-menu';

/**
 * The pages menus point to, published, in `locale` and without falling back to French: a page
 * that is a draft, or has no slug or title of its own in that language, is not linked.
 */
export async function loadPageIndex(payload: Payload, locale: Locale, ids: string[]): Promise<PageIndex> {
  if (!ids.length) return new Map();
  const { docs } = await payload.find({
    collection: 'pages',
    locale,
    fallbackLocale: false,
    depth: 0,
    pagination: false,
    where: { and: [{ id: { in: ids } }, ...publishedOnly(PUBLISHED)] },
    select: { slug: true, title: true, template: true },
  });
  const index = new Map<string, PageRef>();
  for (const page of docs) {
    if (page.slug && page.title)
      index.set(String(page.id), { slug: page.slug, title: page.title, template: page.template });
  }
  return index;
}
