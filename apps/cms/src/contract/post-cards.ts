import type { Category, Locale, PostSummary } from '@dav/contract';
import type { Payload, Where } from 'payload';
import type { Post } from '../payload-types';
import { relationId, relationIds } from '../lib/relation-id';
import { PUBLISHED, publishedOnly, type Edition } from '../access/edition';
import { mapImage } from '../fields/map-image';
import { loadCategories } from './load-categories';

/*
 * Posts as the cards of a list (the blog, a post page's related posts, a subsidiary's news): in
 * the language asked for, never another (a post untranslated there is not shown), with the
 * categories and subsidiary they are filed under.
 */

/**
 * On the site in a language at `now`: published, translated there (a slug), posted. A draft read
 * (the site's preview) shows the latest draft, scheduled or not, still only where translated.
 */
export function visiblePosts(now: Date, edition: Edition = PUBLISHED): Where {
  return {
    and: [
      ...publishedOnly(edition),
      { slug: { exists: true } },
      ...(edition.draft ? [] : [{ datePosted: { less_than_equal: now.toISOString() } }]),
    ],
  };
}

/** A post is read in one language only: it never falls back to another. */
export const localeOptions = (locale: Locale) => ({ locale, fallbackLocale: false as const });

/** What a card needs; the body, author and related posts are read for the post page only. */
export const SUMMARY_FIELDS = {
  title: true,
  slug: true,
  excerpt: true,
  datePosted: true,
  categories: true,
  cover: true,
  subsidiary: true,
} as const;

/** Categories by id, subsidiaries' slugs by id: what a card names of its relations. */
export interface Lookups {
  categories: Map<string, Category>;
  subsidiaries: Map<string, string>;
}

export async function lookups(payload: Payload, locale: Locale): Promise<Lookups> {
  const [categories, subsidiaries] = await Promise.all([
    loadCategories(payload, locale),
    payload.find({
      collection: 'subsidiaries',
      depth: 0,
      pagination: false,
      where: { and: publishedOnly(PUBLISHED) },
      select: { slug: true },
    }),
  ]);
  return {
    categories: new Map(categories.map((c) => [c.id, c])),
    subsidiaries: new Map(subsidiaries.docs.map((s) => [String(s.id), s.slug])),
  };
}

/** A found post (depth 1 for its cover) → a card; null if untranslated. */
export function mapSummary(doc: Post, refs: Lookups): PostSummary | null {
  if (!doc.slug || !doc.title) return null;
  const subsidiary = relationId(doc.subsidiary);
  return {
    id: String(doc.id),
    slug: doc.slug,
    title: doc.title,
    excerpt: doc.excerpt ?? '',
    datePosted: doc.datePosted,
    categories: relationIds(doc.categories).flatMap((id) => refs.categories.get(String(id)) ?? []),
    cover: mapImage(doc.cover),
    subsidiary: subsidiary === null ? null : (refs.subsidiaries.get(String(subsidiary)) ?? null),
  };
}

/** Posts by id, in the order given, as cards (those on the site only). */
export async function summaries(payload: Payload, locale: Locale, ids: number[], now: Date, refs: Lookups) {
  if (ids.length === 0) return [];
  const { docs } = await payload.find({
    collection: 'posts',
    ...localeOptions(locale),
    depth: 1,
    pagination: false,
    where: { and: [{ id: { in: ids } }, visiblePosts(now)] },
    select: SUMMARY_FIELDS,
  });
  const byId = new Map(docs.map((doc) => [doc.id, doc as Post]));
  return ids.flatMap((id) => {
    const doc = byId.get(id);
    return (doc && mapSummary(doc, refs)) || [];
  });
}
