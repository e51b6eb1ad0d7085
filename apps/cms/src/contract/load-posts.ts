import {
  POSTS_PAGE_SIZE,
  type Category,
  type Locale,
  type PostListQuery,
  type PostListResponse,
  type PostResponse,
  type PostSummary,
} from '@dav/contract';
import type { Payload, Where } from 'payload';
import type { Category as CategoryDoc, Post } from '../payload-types';
import { relationId, relationIds } from '../lib/relation-id';
import { languagesOf, PUBLISHED, publishedOnly, type Edition } from '../access/edition';
import { mapImage } from '../fields/map-image';
import { mapKnowMore } from './map-know-more';
import { mapSeo } from './map-seo';
import { mapRichText } from '../fields/map-rich-text';

/** Related posts shown on a post page (docs/product.md#blog). */
export const RELATED_POSTS = 3;

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

/** What a post needs of its own in a language to exist there (edition.ts, languagesOf). */
export const POST_REQUIRED = ['slug', 'title'] as const;

const localeOptions = (locale: Locale) => ({ locale, fallbackLocale: false as const });

/** What a card needs; the body, author and related posts are read for the post page only. */
const SUMMARY_FIELDS = {
  title: true,
  slug: true,
  excerpt: true,
  datePosted: true,
  categories: true,
  cover: true,
  subsidiary: true,
} as const;

function mapCategory(doc: CategoryDoc): Category | null {
  return doc.slug && doc.title ? { id: String(doc.id), slug: doc.slug, title: doc.title } : null;
}

/** GET /wp-json/api/{locale}/categories: those with a slug in that language. */
export async function loadCategories(payload: Payload, locale: Locale): Promise<Category[]> {
  const { docs } = await payload.find({
    collection: 'categories',
    ...localeOptions(locale),
    depth: 0,
    pagination: false,
    sort: 'title',
  });
  return docs.flatMap((doc) => mapCategory(doc) ?? []);
}

interface Lookups {
  categories: Map<string, Category>;
  subsidiaries: Map<string, string>;
}

async function lookups(payload: Payload, locale: Locale): Promise<Lookups> {
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
function mapSummary(doc: Post, refs: Lookups): PostSummary | null {
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

/** GET /wp-json/api/{locale}/posts: one page, newest or oldest first, of one category or all. */
export async function listPosts(
  payload: Payload,
  locale: Locale,
  query: PostListQuery,
  now = new Date(),
): Promise<PostListResponse> {
  const refs = await lookups(payload, locale);
  const empty = { total: 0, page: query.page, pageSize: POSTS_PAGE_SIZE, items: [] };
  let category: string | null = null;
  if (query.category) {
    category = [...refs.categories.values()].find((c) => c.slug === query.category)?.id ?? null;
    if (category === null) return empty;
  }
  const found = await payload.find({
    collection: 'posts',
    ...localeOptions(locale),
    depth: 1,
    limit: POSTS_PAGE_SIZE,
    page: query.page,
    sort: query.order === 'asc' ? ['datePosted', 'id'] : ['-datePosted', '-id'],
    where: {
      and: [visiblePosts(now), ...(category ? [{ categories: { contains: category } }] : [])],
    },
    select: SUMMARY_FIELDS,
  });
  return {
    total: found.totalDocs,
    page: query.page,
    pageSize: POSTS_PAGE_SIZE,
    items: found.docs.flatMap((doc) => mapSummary(doc as Post, refs) ?? []),
  };
}

/** A subsidiary's newest posts on the site in that language (its page's news). */
export async function latestPostsOf(
  payload: Payload,
  locale: Locale,
  subsidiaryId: number,
  limit: number,
  now = new Date(),
): Promise<PostSummary[]> {
  const [refs, found] = await Promise.all([
    lookups(payload, locale),
    payload.find({
      collection: 'posts',
      ...localeOptions(locale),
      depth: 1,
      limit,
      sort: ['-datePosted', '-id'],
      where: { and: [visiblePosts(now), { subsidiary: { equals: subsidiaryId } }] },
      select: SUMMARY_FIELDS,
    }),
  ]);
  return found.docs.flatMap((doc) => mapSummary(doc as Post, refs) ?? []);
}

/** Posts by id, in the order given, as cards (those on the site only). */
async function summaries(payload: Payload, locale: Locale, ids: number[], now: Date, refs: Lookups) {
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

/** Chosen by the editor, else the newest of the same first category. */
async function relatedPosts(payload: Payload, locale: Locale, post: Post, now: Date, refs: Lookups) {
  const chosen = relationIds(post.related);
  if (chosen.length > 0) return summaries(payload, locale, chosen.slice(0, RELATED_POSTS), now, refs);
  const category = relationIds(post.categories)[0];
  const { docs } = await payload.find({
    collection: 'posts',
    ...localeOptions(locale),
    depth: 0,
    limit: RELATED_POSTS,
    sort: '-datePosted',
    where: {
      and: [
        visiblePosts(now),
        { id: { not_equals: post.id } },
        ...(category ? [{ categories: { contains: category } }] : []),
      ],
    },
    select: {},
  });
  return summaries(
    payload,
    locale,
    docs.map((d) => d.id),
    now,
    refs,
  );
}

/**
 * GET /wp-json/api/{locale}/posts/{slug}: null when it is not on the site in that language. A
 * draft read gives the post's latest draft; its related posts are those the public sees.
 */
export async function loadPost(
  payload: Payload,
  locale: Locale,
  slug: string,
  now = new Date(),
  edition: Edition = PUBLISHED,
): Promise<PostResponse | null> {
  const { docs } = await payload.find({
    collection: 'posts',
    ...localeOptions(locale),
    draft: edition.draft,
    // 2: a video in the body comes with its poster and captions.
    depth: 2,
    limit: 1,
    pagination: false,
    where: { and: [{ slug: { equals: slug } }, visiblePosts(now, edition)] },
  });
  const doc = docs[0];
  if (!doc) return null;
  const refs = await lookups(payload, locale);
  const summary = mapSummary(doc, refs);
  if (!summary) return null;
  const [all, related] = await Promise.all([
    payload.findByID({
      collection: 'posts',
      id: doc.id,
      locale: 'all',
      draft: edition.draft,
      depth: 0,
      select: { slug: true, title: true },
    }),
    relatedPosts(payload, locale, doc, now, refs),
  ]);
  const slugs = (all.slug ?? {}) as unknown as Partial<Record<Locale, string | null>>;
  const languages = languagesOf(all as unknown as Parameters<typeof languagesOf>[0], POST_REQUIRED);
  const author = doc.author;
  return {
    ...summary,
    body: mapRichText(doc.body, locale),
    knowMore: mapKnowMore(doc.knowMore),
    seo: mapSeo(doc.seo),
    author: author?.name
      ? {
          name: author.name,
          position: author.position ?? null,
          form: author.positionForm ?? 'masculine',
          photo: mapImage(author.photo),
        }
      : null,
    related,
    translations: languages.map((lang) => ({ lang, slug: slugs[lang]! })),
    updatedAt: doc.updatedAt,
  };
}
