import { beforeAll, describe, expect, it } from 'vitest';
import { SUBSIDIARY_LATEST, SubsidiaryListResponseSchema, SubsidiaryResponseSchema } from '@dav/contract';
import { SEED_SUBSIDIARIES } from '@/seed/content/forms';
import { SEED_POSTS } from '@/seed/content/posts';
import { SEED_SUBSIDIARY_DETAILS } from '@/seed/content/subsidiary-details';
import type { Cms } from './boot';
import { json } from './requests';

const list = (cms: Cms, locale: string, query = '') =>
  cms.routes.subsidiaries(
    new Request(`http://fr.localhost:3000/wp-json/api/${locale}/subsidiaries${query ? `?${query}` : ''}`),
    { params: Promise.resolve({ locale }) },
  );
const one = (cms: Cms, locale: string, slug: string) =>
  cms.routes.subsidiary(
    new Request(`http://fr.localhost:3000/wp-json/api/${locale}/subsidiaries/${encodeURIComponent(slug)}`),
    { params: Promise.resolve({ locale, slug }) },
  );

/** The subsidiaries' routes (docs/product.md#subsidiaries) on one database, against the seed. */
export function describeSubsidiaries(getCms: () => Cms) {
  describe('subsidiaries', () => {
    let cms: Cms;
    const slugs = async (locale: string, query = '') =>
      SubsidiaryListResponseSchema.parse(await json(await list(cms, locale, query))).items.map((s) => s.slug);
    const having = (expertise: string) =>
      SEED_SUBSIDIARY_DETAILS.filter((s) => s.expertises.includes(expertise)).map((s) => s.slug);

    beforeAll(() => {
      cms = getCms();
    });

    it('lists every subsidiary, Europe first, each with its pin, address and expertises', async () => {
      const body = SubsidiaryListResponseSchema.parse(await json(await list(cms, 'fr')));
      // Other suites add subsidiaries of their own: the seeded ones are all there, in order.
      const seededSlugs = new Set(SEED_SUBSIDIARIES.map((s) => s.slug));
      expect(body.items.filter((s) => seededSlugs.has(s.slug))).toHaveLength(SEED_SUBSIDIARIES.length);
      const regions = body.items.map((s) => s.region);
      expect(regions).toEqual([...regions].sort((a, b) => (a === b ? 0 : a === 'europe' ? -1 : 1)));
      const lyon = body.items.find((s) => s.slug === 'dav-lyon')!;
      const seeded = SEED_SUBSIDIARY_DETAILS.find((s) => s.slug === 'dav-lyon')!;
      expect(lyon.coordinates).toEqual(seeded.coordinates);
      expect(lyon.address).toEqual(seeded.address);
      expect(lyon.intro).toBe(seeded.intro.fr);
      expect(lyon.expertises.map((e) => e.slug).sort()).toEqual([...seeded.expertises].sort());
      expect(lyon.cover).toMatchObject({ url: expect.stringMatching(/^\/api\/media\/file\//), width: 1200 });
      const de = SubsidiaryListResponseSchema.parse(await json(await list(cms, 'de')));
      expect(de.items.find((s) => s.slug === 'dav-geneve')!.title).toBe('DAV Genf');
    });

    it('filters by region and by expertise, both together, in the URL’s terms', async () => {
      const seeded = (found: string[]) =>
        found.filter((slug) => SEED_SUBSIDIARIES.some((s) => s.slug === slug));
      expect(seeded(await slugs('en', 'region=north-america'))).toEqual(['dav-montreal']);
      const europe = seeded(await slugs('en', 'region=europe'));
      expect(europe).toHaveLength(SEED_SUBSIDIARIES.length - 1);
      expect(europe).not.toContain('dav-montreal');
      expect((await slugs('fr', 'expertise=networks')).sort()).toEqual(having('networks').sort());
      expect(await slugs('fr', 'expertise=networks')).not.toContain('dav-geneve');
      expect((await slugs('fr', 'region=europe&expertise=embedded-systems')).sort()).toEqual(
        having('embedded-systems')
          .filter((s) => s !== 'dav-montreal')
          .sort(),
      );
      expect(await slugs('fr', 'expertise=quantum')).toEqual([]);
      expect(seeded(await slugs('fr', 'region=&expertise='))).toHaveLength(SEED_SUBSIDIARIES.length);
    });

    it('answers a malformed parameter with 400 naming it, an unknown locale with 404', async () => {
      for (const [query, name] of [
        ['region=asia', 'region'],
        ['expertise=%3Cb%3E', 'expertise'],
      ]) {
        const response = await list(cms, 'fr', query);
        expect([query, response.status]).toEqual([query, 400]);
        expect(Object.keys(((await response.json()) as { errors: object }).errors)).toEqual([name]);
      }
      expect((await list(cms, 'xx')).status).toBe(404);
    });

    it('serves a subsidiary with its presentation, places, clients, news and offers', async () => {
      const response = await one(cms, 'en', 'dav-paris');
      expect(response.status).toBe(200);
      const paris = SubsidiaryResponseSchema.parse(await json(response));
      const seeded = SEED_SUBSIDIARY_DETAILS.find((s) => s.slug === 'dav-paris')!;
      expect(paris.title).toBe('DAV Paris');
      expect(paris.presentation.map((block) => block.type)).toEqual(
        seeded.presentation.en.map(() => 'paragraph'),
      );
      expect(JSON.stringify(paris.presentation)).toContain(seeded.presentation.en[0]!.slice(0, 40));
      expect(paris.clients.map((c) => c.name)).toEqual(seeded.clients.map((c) => c.name));
      expect(paris.clients[0]).toMatchObject({
        url: seeded.clients[0]!.url,
        logo: { width: 320, height: 160 },
      });
      expect(paris.transport).toEqual(seeded.transport.map((t) => ({ ...t, stop: t.stop })));
      expect(paris.contact).toEqual(seeded.contact);
      expect(paris.gallery.length).toBeGreaterThanOrEqual(3);
      expect(paris.translations.map((t) => t.lang).sort()).toEqual(['de', 'es', 'fr']);
      // Its offers: open ones here, the newest first, with how many there are.
      expect(paris.offersTotal).toBeGreaterThan(0);
      expect(paris.offers.length).toBe(Math.min(SUBSIDIARY_LATEST, paris.offersTotal));
      expect(paris.offers.every((o) => o.subsidiaries.some((s) => s.slug === 'dav-paris'))).toBe(true);
      // Its news: the posts naming it, on the site in that language, newest first.
      const news = SEED_POSTS.filter((p) => p.subsidiary === 'dav-paris' && p.daysAgo >= 0 && p.text.en);
      expect(paris.news.map((p) => p.title)).toEqual(
        [...news]
          .sort((a, b) => a.daysAgo - b.daysAgo)
          .slice(0, SUBSIDIARY_LATEST)
          .map((p) => p.text.en!.title),
      );
      expect(paris.news.every((p) => p.subsidiary === 'dav-paris')).toBe(true);
    });

    it('lists at most the latest news, and none of another subsidiary; its gallery has a video', async () => {
      const lyon = SubsidiaryResponseSchema.parse(await json(await one(cms, 'fr', 'dav-lyon')));
      const video = lyon.gallery.find((item) => item.type === 'video');
      expect(video).toMatchObject({
        mimeType: 'video/webm',
        poster: { url: expect.stringMatching(/^\/api\/media\//) },
        captions: { lang: 'fr', url: expect.stringMatching(/\.vtt$/) },
      });
      const seeded = SEED_POSTS.filter((p) => p.subsidiary === 'dav-lyon' && p.daysAgo >= 0);
      expect(lyon.news).toHaveLength(Math.min(SUBSIDIARY_LATEST, seeded.length));
      expect(lyon.news.every((p) => p.subsidiary === 'dav-lyon')).toBe(true);
    });

    it('carries a know-more strip per language, as posts and offers do', async () => {
      const lyon = SubsidiaryResponseSchema.parse(await json(await one(cms, 'de', 'dav-lyon')));
      expect(lyon.knowMore).toMatchObject({
        title: 'Mehr erfahren',
        items: [
          {
            url: '/nos-offres?subsidiary=dav-lyon',
            image: { url: expect.stringMatching(/^\/api\/media\//) },
          },
          { url: '/blog' },
          { url: 'https://www.presquile-grenoble.example' },
        ],
      });
      const paris = SubsidiaryResponseSchema.parse(await json(await one(cms, 'fr', 'dav-paris')));
      expect(paris.knowMore).toBeNull();

      // An offer and a post take the same cards (pictures read even where the document is not populated).
      const { docs: media } = await cms.payload.find({ collection: 'media', limit: 1 });
      const strip = {
        title: 'À voir aussi',
        items: [{ title: 'Lyon', url: '/nos-filiales/dav-lyon', image: media[0]!.id }],
      };
      const search = (await json(
        await cms.routes.offers(new Request('http://fr.localhost:3000/wp-json/api/fr/offers'), {
          params: Promise.resolve({ locale: 'fr' }),
        }),
      )) as { items: { id: string; slug: string }[] };
      const offer = { id: Number(search.items[0]!.id), slug: search.items[0]!.slug };
      await cms.payload.update({
        collection: 'offers',
        id: offer.id,
        locale: 'fr',
        data: { knowMore: strip },
      });
      const offerRes = await cms.routes.offer(
        new Request(`http://fr.localhost:3000/wp-json/api/fr/offers/${offer.slug}`),
        { params: Promise.resolve({ locale: 'fr', slug: offer.slug! }) },
      );
      expect(((await json(offerRes)) as { knowMore: unknown }).knowMore).toMatchObject({
        title: 'À voir aussi',
        items: [{ url: '/nos-filiales/dav-lyon', image: { alt: expect.any(String) } }],
      });
      const posts = await cms.payload.find({
        collection: 'posts',
        locale: 'fr',
        limit: 1,
        sort: '-datePosted',
        where: { datePosted: { less_than: new Date().toISOString() } },
      });
      const post = posts.docs[0]!;
      await cms.payload.update({ collection: 'posts', id: post.id, locale: 'fr', data: { knowMore: strip } });
      const postRes = await cms.routes.post(
        new Request(`http://fr.localhost:3000/wp-json/api/fr/posts/${post.slug}`),
        { params: Promise.resolve({ locale: 'fr', slug: post.slug! }) },
      );
      expect(((await json(postRes)) as { knowMore: unknown }).knowMore).toMatchObject({
        title: 'À voir aussi',
      });
      // Per language: nothing in English until an editor writes it there.
      const postEn = await cms.payload.findByID({
        collection: 'posts',
        id: post.id,
        locale: 'en',
        fallbackLocale: false,
      });
      expect(postEn.knowMore?.items ?? []).toEqual([]);
    });

    it('answers 404 for an unknown or malformed slug and an unknown locale', async () => {
      expect((await one(cms, 'fr', 'dav-atlantis')).status).toBe(404);
      expect((await one(cms, 'fr', '../dav-lyon')).status).toBe(404);
      expect((await one(cms, 'xx', 'dav-lyon')).status).toBe(404);
    });
  });
}
