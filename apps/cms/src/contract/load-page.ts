import { isSlug, type Locale, type PageResponse } from '@dav/contract';
import type { Payload } from 'payload';
import { languagesOf, PUBLISHED, publishedOnly, type Edition } from '../access/edition';
import { mapPage } from './map-page';

/** What a page needs of its own in a language to exist there (edition.ts, languagesOf). */
export const PAGE_REQUIRED = ['slug', 'title'] as const;

/**
 * The page whose slug in `locale` is `slug`, or null: unpublished (a draft read excepted), or not
 * translated in `locale` (its own slug and title). Slugs never fall back to another language.
 */
export async function loadPage(
  payload: Payload,
  locale: Locale,
  slug: string,
  edition: Edition = PUBLISHED,
): Promise<PageResponse | null> {
  if (!isSlug(slug)) return null;
  const { docs } = await payload.find({
    collection: 'pages',
    locale,
    draft: edition.draft,
    // 2: a gallery's video and, inside it, its captions and poster.
    depth: 2,
    limit: 1,
    pagination: false,
    where: { and: [{ slug: { equals: slug } }, ...publishedOnly(edition)] },
  });
  const page = docs[0];
  if (!page) return null;
  const all = (await payload.findByID({
    collection: 'pages',
    id: page.id,
    locale: 'all',
    draft: edition.draft,
    depth: 0,
    select: { slug: true, title: true },
  })) as unknown as Record<string, Partial<Record<Locale, string | null>>>;
  const languages = languagesOf(all, PAGE_REQUIRED);
  if (!languages.includes(locale)) return null;
  const slugs = Object.fromEntries(languages.map((lang) => [lang, all.slug?.[lang] ?? null]));
  return mapPage(page, locale, slugs);
}
