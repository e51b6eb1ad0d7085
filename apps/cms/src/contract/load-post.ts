import type { Locale, PostResponse } from '@dav/contract';
import type { Payload } from 'payload';
import type { Post } from '../payload-types';
import { relationIds } from '../lib/relation-id';
import { languagesOf, PUBLISHED, type Edition } from '../access/edition';
import { mapImage } from '../fields/map-image';
import { mapRichText } from '../fields/map-rich-text';
import { mapKnowMore } from './map-know-more';
import { mapSeo } from './map-seo';
import { localeOptions, lookups, mapSummary, summaries, visiblePosts, type Lookups } from './post-cards';

/*
 * A post's page (docs/product.md#blog): the post in one language, its author, the languages it
 * is translated into, and its related posts.
 */

/** Related posts shown on a post page (docs/product.md#blog). */
export const RELATED_POSTS = 3;

/** What a post needs of its own in a language to exist there (edition.ts, languagesOf). */
export const POST_REQUIRED = ['slug', 'title'] as const;

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
