import type { Locale } from '@dav/contract';
import type { Payload } from 'payload';
import type { PageIndex, PageRef } from './map-menu';

/**
 * The pages menus point to, in `locale` and without falling back to French: a page that has
 * no slug in that language must not be linked from its menus.
 */
export async function loadPageIndex(payload: Payload, locale: Locale, ids: string[]): Promise<PageIndex> {
  if (!ids.length) return new Map();
  const { docs } = await payload.find({
    collection: 'pages',
    locale,
    fallbackLocale: false,
    depth: 0,
    pagination: false,
    where: { id: { in: ids } },
    select: { slug: true, title: true, template: true },
  });
  const index = new Map<string, PageRef>();
  for (const page of docs) {
    if (page.slug)
      index.set(String(page.id), { slug: page.slug, title: page.title ?? null, template: page.template });
  }
  return index;
}
