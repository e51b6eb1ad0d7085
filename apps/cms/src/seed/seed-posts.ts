import { LOCALES, type Locale } from '@dav/contract';
import type { Payload, PayloadRequest } from 'payload';
import { lexicalFromBlocks } from '../fields/map-rich-text';
import { SEED_CATEGORIES, SEED_POSTS, type SeedPostText } from './content/posts';
import { mediaId, type MediaIds } from './seed-media';

const DAY_MS = 86_400_000;

function textData(text: SeedPostText, video: number | null) {
  return {
    title: text.title,
    excerpt: text.excerpt,
    body: lexicalFromBlocks([
      ...text.body,
      ...(video ? [{ type: 'upload' as const, mediaId: video }] : []),
    ]) as never,
  };
}

/** The post whose body ends with the demo video (docs/product.md#blog: embedded video). */
const POST_WITH_VIDEO = 'lyon-cloud-native-meetup';

/**
 * The blog's categories and ~20 posts in four languages (two in French only, one scheduled),
 * dated from the seed's time, some a subsidiary's news (docs/product.md#blog). Slugs are made
 * from the titles by the collection's hook.
 */
export async function seedPosts(payload: Payload, req: PayloadRequest, media: MediaIds): Promise<void> {
  const categories = new Map<string, number>();
  for (const category of SEED_CATEGORIES) {
    const doc = await payload.create({
      collection: 'categories',
      locale: 'fr',
      data: { title: category.title.fr, slug: category.slug.fr },
      req,
    });
    for (const locale of LOCALES.filter((l) => l !== 'fr')) {
      await payload.update({
        collection: 'categories',
        id: doc.id,
        locale,
        data: { title: category.title[locale], slug: category.slug[locale] },
        req,
      });
    }
    categories.set(category.key, doc.id);
  }
  const { docs: subsidiaries } = await payload.find({
    collection: 'subsidiaries',
    depth: 0,
    pagination: false,
    select: { slug: true },
    req,
  });
  const subsidiaryId = new Map(subsidiaries.map((s) => [s.slug, s.id]));
  const now = Date.now();
  const posts = new Map<string, number>();
  for (const post of SEED_POSTS) {
    const video = post.key === POST_WITH_VIDEO ? mediaId(media, 'demo-video') : null;
    const category = categories.get(post.category);
    if (category === undefined) throw new Error(`[seed] posts: unknown category "${post.category}"`);
    const doc = await payload.create({
      collection: 'posts',
      locale: 'fr',
      req,
      data: {
        ...textData(post.text.fr, video),
        _status: 'published',
        categories: [category],
        subsidiary: post.subsidiary ? (subsidiaryId.get(post.subsidiary) ?? null) : null,
        cover: mediaId(media, `post-${post.category}`),
        author: { name: post.author.name, position: post.author.position, positionForm: post.author.form },
        datePosted: new Date(now - post.daysAgo * DAY_MS).toISOString(),
      },
    });
    posts.set(post.key, doc.id);
    for (const locale of LOCALES.filter((l): l is Exclude<Locale, 'fr'> => l !== 'fr')) {
      const text = post.text[locale];
      if (text)
        await payload.update({ collection: 'posts', id: doc.id, locale, data: textData(text, video), req });
    }
  }
  for (const post of SEED_POSTS) {
    if (!post.related?.length) continue;
    await payload.update({
      collection: 'posts',
      id: posts.get(post.key)!,
      locale: 'fr',
      data: { related: post.related.flatMap((key) => posts.get(key) ?? []) },
      req,
    });
  }
}
