import { beforeAll, describe, expect, it } from 'vitest';
import { PostResponseSchema, SitemapResponseSchema, type SitemapResponse } from '@dav/contract';
import type { Cms } from './boot';
import { callOffers, callPage, json } from './requests';

const getSitemap = async (cms: Cms, locale: string): Promise<SitemapResponse> =>
  SitemapResponseSchema.parse(
    await json(
      await cms.routes.sitemap(new Request(`http://fr.localhost:3000/wp-json/api/${locale}/sitemap`), {
        params: Promise.resolve({ locale }),
      }),
    ),
  );

/** GET /wp-json/api/{locale}/sitemap (docs/product.md#what-search-engines-and-social-sites-see), against the seeded content. */
export function describeSitemap(getCms: () => Cms) {
  describe('sitemap data', () => {
    let cms: Cms;
    beforeAll(() => {
      cms = getCms();
    });

    it('lists the pages of each language with their slugs elsewhere, as the page route gives them', async () => {
      const fr = await getSitemap(cms, 'fr');
      const about = fr.pages.find((p) => p.slug === 'qui-sommes-nous');
      expect(about?.template).toBe('default');
      expect(about?.translations).toEqual([
        { lang: 'en', slug: 'about-us' },
        { lang: 'es', slug: 'quienes-somos' },
        { lang: 'de', slug: 'uber-uns' },
      ]);
      expect(fr.pages.find((p) => p.slug === 'home')?.template).toBe('index');
      for (const page of fr.pages) expect((await callPage(cms, 'fr', page.slug)).status).toBe(200);
    });

    it('lists only the posts and offers on the site in that language', async () => {
      const [fr, en] = await Promise.all([getSitemap(cms, 'fr'), getSitemap(cms, 'en')]);
      const list = (await json(await callOffers(cms, 'fr', 'page=1'))) as { total: number };
      expect(fr.offers).toHaveLength(list.total);
      const total = (await json(
        await cms.routes.posts(new Request('http://fr.localhost:3000/wp-json/api/fr/posts'), {
          params: Promise.resolve({ locale: 'fr' }),
        }),
      )) as { total: number };
      expect(fr.posts).toHaveLength(total.total);
      expect(en.posts.length).toBeLessThanOrEqual(fr.posts.length);
      const post = en.posts[0]!;
      const page = PostResponseSchema.parse(
        await json(
          await cms.routes.post(new Request(`http://fr.localhost:3000/wp-json/api/en/posts/${post.slug}`), {
            params: Promise.resolve({ locale: 'en', slug: post.slug }),
          }),
        ),
      );
      expect(post.updatedAt).toBe(page.updatedAt);
      for (const tr of post.translations) {
        const other = await getSitemap(cms, tr.lang);
        expect(other.posts.map((p) => p.slug)).toContain(tr.slug);
      }
    });

    it('lists the subsidiaries and the day products with their last edit', async () => {
      const fr = await getSitemap(cms, 'fr');
      expect(fr.subsidiaries.length).toBeGreaterThan(0);
      expect(fr.subsidiaries.map((s) => s.slug)).toContain('dav-lyon');
      expect(fr.dayProducts.length).toBeGreaterThan(0);
      expect(fr.dayUpdatedAt).not.toBeNull();
      expect(fr.coworkingUpdatedAt).not.toBeNull();
      for (const entry of [...fr.subsidiaries, ...fr.dayProducts])
        expect(Number.isNaN(Date.parse(entry.updatedAt))).toBe(false);
    });

    it('answers 404 for an unknown language', async () => {
      const response = await cms.routes.sitemap(
        new Request('http://fr.localhost:3000/wp-json/api/xx/sitemap'),
        {
          params: Promise.resolve({ locale: 'xx' }),
        },
      );
      expect(response.status).toBe(404);
    });
  });
}
