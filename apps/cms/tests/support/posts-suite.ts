import { beforeAll, describe, expect, it } from 'vitest';
import {
  CategoriesResponseSchema,
  PostListResponseSchema,
  PostResponseSchema,
  POSTS_PAGE_SIZE,
} from '@dav/contract';
import { SEED_POSTS } from '@/seed/content/posts';
import type { Cms } from './boot';
import { json } from './requests';

const get = (cms: Cms, route: 'posts' | 'categories', locale: string, query = '') =>
  cms.routes[route](
    new Request(`http://fr.localhost:3000/wp-json/api/${locale}/${route}${query ? `?${query}` : ''}`),
    { params: Promise.resolve({ locale }) },
  );
const getPost = (cms: Cms, locale: string, slug: string) =>
  cms.routes.post(
    new Request(`http://fr.localhost:3000/wp-json/api/${locale}/posts/${encodeURIComponent(slug)}`),
    { params: Promise.resolve({ locale, slug }) },
  );

/** The blog's routes (docs/product.md#blog) on one database, against the seeded posts. */
export function describePosts(getCms: () => Cms) {
  describe('blog', () => {
    let cms: Cms;
    const published = SEED_POSTS.filter((p) => p.daysAgo >= 0);
    const inEnglish = published.filter((p) => p.text.en);
    const list = async (locale: string, query = '') =>
      PostListResponseSchema.parse(await json(await get(cms, 'posts', locale, query)));

    beforeAll(() => {
      cms = getCms();
    });

    it('lists the categories in each language', async () => {
      const fr = CategoriesResponseSchema.parse(await json(await get(cms, 'categories', 'fr')));
      expect(fr.items.map((c) => c.slug).sort()).toEqual(['actualites', 'carrieres', 'evenements', 'tech']);
      const de = CategoriesResponseSchema.parse(await json(await get(cms, 'categories', 'de')));
      expect(de.items).toHaveLength(4);
      expect(de.items.map((c) => c.slug)).not.toContain('actualites');
    });

    it('lists the posts newest first by default, oldest first on demand, 9 a page', async () => {
      const first = await list('fr');
      expect(first.total).toBe(published.length);
      expect(first.pageSize).toBe(POSTS_PAGE_SIZE);
      expect(first.items).toHaveLength(POSTS_PAGE_SIZE);
      const newest = [...published].sort((a, b) => a.daysAgo - b.daysAgo);
      expect(first.items.map((p) => p.title)).toEqual(newest.slice(0, 9).map((p) => p.text.fr.title));
      const dates = first.items.map((p) => p.datePosted);
      expect(dates).toEqual([...dates].sort().reverse());

      const oldest = await list('fr', 'order=asc');
      expect(oldest.items[0]!.title).toBe(newest.at(-1)!.text.fr.title);
      const last = await list('fr', `page=${Math.ceil(published.length / POSTS_PAGE_SIZE)}`);
      expect(last.items).toHaveLength(published.length % POSTS_PAGE_SIZE || POSTS_PAGE_SIZE);
      expect((await list('fr', 'page=50')).items).toEqual([]);
      // Every card has what the list shows.
      expect(first.items[0]).toMatchObject({
        excerpt: expect.any(String),
        cover: { url: expect.stringMatching(/^\/api\/media\/file\//), alt: expect.any(String) },
        categories: [expect.objectContaining({ slug: expect.any(String) })],
      });
    });

    it('filters by category; English lists only what is translated, nothing scheduled', async () => {
      const news = await list('fr', 'category=actualites');
      expect(news.total).toBe(published.filter((p) => p.category === 'news').length);
      expect(news.items.every((p) => p.categories.some((c) => c.slug === 'actualites'))).toBe(true);
      expect((await list('fr', 'category=inconnue')).total).toBe(0);
      const en = await list('en');
      expect(en.total).toBe(inEnglish.length);
      const scheduled = SEED_POSTS.find((p) => p.daysAgo < 0)!;
      const titles = (await list('fr', 'page=1')).items.map((p) => p.title);
      expect(titles).not.toContain(scheduled.text.fr.title);
    });

    it('answers a malformed parameter with 400 naming it', async () => {
      for (const [query, name] of [
        ['order=up', 'order'],
        ['page=0', 'page'],
        ['page=abc', 'page'],
        ['page=51', 'page'],
        ['category=%3Cb%3E', 'category'],
      ]) {
        const response = await get(cms, 'posts', 'fr', query);
        expect([query, response.status]).toEqual([query, 400]);
        expect(Object.keys(((await response.json()) as { errors: object }).errors)).toEqual([name]);
      }
      expect((await get(cms, 'posts', 'xx')).status).toBe(404);
    });

    it('serves a post with its body, author, related posts and translations', async () => {
      const post = published.find((p) => p.text.en && p.related?.length)!;
      const { items } = await list('fr', 'order=asc&page=1');
      const all = [
        ...items,
        ...(await list('fr', 'order=asc&page=2')).items,
        ...(await list('fr', 'order=asc&page=3')).items,
      ];
      const card = all.find((p) => p.title === post.text.fr.title)!;
      const full = PostResponseSchema.parse(await json(await getPost(cms, 'fr', card.slug)));
      expect(full.author).toMatchObject({ name: post.author.name, position: post.author.position });
      expect(full.body.map((b) => b.type)).toEqual(post.text.fr.body.map((b) => b.type));
      expect(full.body.find((b) => b.type === 'heading')).toMatchObject({ level: 2 });
      expect(full.translations.map((t) => t.lang).sort()).toEqual(['de', 'en', 'es', 'fr']);
      expect(full.related.map((r) => r.title)).toEqual(
        post.related!.slice(0, 3).flatMap((key) => {
          const other = SEED_POSTS.find((p) => p.key === key)!;
          return other.daysAgo >= 0 ? [other.text.fr.title] : [];
        }),
      );
      const english = full.translations.find((t) => t.lang === 'en')!;
      const en = PostResponseSchema.parse(await json(await getPost(cms, 'en', english.slug)));
      expect(en.title).toBe(post.text.en!.title);
    });

    it('plays a video embedded in a body, with its poster and captions in the page’s language', async () => {
      const seeded = SEED_POSTS.find((p) => p.key === 'lyon-cloud-native-meetup')!;
      const { docs } = await cms.payload.find({
        collection: 'posts',
        locale: 'fr',
        where: { title: { equals: seeded.text.fr.title } },
      });
      const post = PostResponseSchema.parse(await json(await getPost(cms, 'fr', docs[0]!.slug!)));
      const video = post.body.find((block) => block.type === 'video');
      expect(video).toMatchObject({
        video: {
          type: 'video',
          mimeType: 'video/webm',
          poster: { url: expect.stringMatching(/^\/api\/media\//) },
          captions: { lang: 'fr', url: expect.stringMatching(/\.vtt$/) },
        },
      });
      // It is not a picture: no image block points at the video file.
      expect(post.body.filter((block) => block.type === 'image')).toEqual([]);
    });

    it('answers 404 for an unknown, scheduled, untranslated or unpublished post', async () => {
      expect((await getPost(cms, 'fr', 'no-such-post')).status).toBe(404);
      expect((await getPost(cms, 'fr', '<script>')).status).toBe(404);
      const { docs } = await cms.payload.find({
        collection: 'posts',
        locale: 'fr',
        depth: 0,
        pagination: false,
      });
      const byTitle = (title: string) => docs.find((d) => d.title === title)!;
      const scheduled = byTitle(SEED_POSTS.find((p) => p.daysAgo < 0)!.text.fr.title);
      expect((await getPost(cms, 'fr', scheduled.slug!)).status).toBe(404);
      const frenchOnly = byTitle(SEED_POSTS.find((p) => !p.text.en && p.daysAgo >= 0)!.text.fr.title);
      expect((await getPost(cms, 'fr', frenchOnly.slug!)).status).toBe(200);
      expect((await getPost(cms, 'en', frenchOnly.slug!)).status).toBe(404);
      const draft = await cms.payload.create({
        collection: 'posts',
        locale: 'fr',
        data: { title: 'Brouillon jamais publié', _status: 'draft', datePosted: new Date().toISOString() },
        draft: true,
      });
      expect((await getPost(cms, 'fr', draft.slug!)).status).toBe(404);
      await cms.payload.delete({ collection: 'posts', id: draft.id });
    });
  });
}
