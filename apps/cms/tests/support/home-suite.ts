import { beforeAll, describe, expect, it } from 'vitest';
import { ENTRY_POINT_KINDS, PageResponseSchema } from '@dav/contract';
import type { Cms } from './boot';
import { callPage, json } from './requests';

const ABOUT = { fr: 'qui-sommes-nous', en: 'about-us', es: 'quienes-somos', de: 'uber-uns' } as const;

/** The home page's blocks (docs/product.md#home) on one database, against the seeded home page. */
export function describeHome(getCms: () => Cms) {
  describe('home blocks', () => {
    let cms: Cms;
    const pageId = async (slug: string) => {
      const { docs } = await cms.payload.find({
        collection: 'pages',
        where: { slug: { equals: slug } },
        locale: 'fr',
        limit: 1,
      });
      return docs[0]!.id;
    };
    const mediaId = async (filename: string) => {
      const { docs } = await cms.payload.find({
        collection: 'media',
        where: { filename: { equals: filename } },
        limit: 1,
      });
      return docs[0]!.id;
    };

    beforeAll(() => {
      cms = getCms();
    });

    it.each(['fr', 'en', 'es', 'de'] as const)(
      'serves the mascot, the name prompt and the five entry points in %s',
      async (locale) => {
        const page = PageResponseSchema.parse(await json(await callPage(cms, locale, 'home')));
        expect(page.template).toBe('index');
        expect(page.content.map((b) => b.blockType)).toEqual(['mascot', 'namePrompt', 'entryPoints']);
        const [mascot, prompt, entries] = page.content;
        if (mascot?.blockType !== 'mascot') throw new Error('no mascot');
        expect(mascot.name).toBe('Dav');
        expect(mascot.images).toHaveLength(2);
        for (const image of mascot.images) {
          expect(image).toMatchObject({ width: 480, height: 480 });
          expect(image.url).toMatch(/^\/api\/media\/file\/mascot-.+\.webp$/);
          expect(image.alt).toMatch(/Dav/);
        }
        expect(mascot.greetings.length).toBeGreaterThanOrEqual(1);
        expect(mascot.greetings[0]).toMatch(/Dav/);
        if (prompt?.blockType !== 'namePrompt') throw new Error('no name prompt');
        expect(prompt.label).toBeTruthy();
        expect(prompt.buttonLabel).toBeTruthy();
        if (entries?.blockType !== 'entryPoints') throw new Error('no entry points');
        expect(entries.entries.map((e) => e.kind)).toEqual([...ENTRY_POINT_KINDS]);
        expect(entries.entries.map((e) => e.url)).toEqual([
          `/${ABOUT[locale]}`,
          '/nos-offres',
          '/blog',
          '/nos-filiales',
          '/contactez-nous?youare=customer',
        ]);
        expect(entries.entries.every((e) => e.title && e.text)).toBe(true);
      },
    );

    it('offers the home blocks on the home template only', async () => {
      const id = await pageId(ABOUT.fr);
      const image = await mediaId('mascot-hello.webp');
      await expect(
        cms.payload.update({
          collection: 'pages',
          id,
          locale: 'fr',
          data: {
            content: [{ blockType: 'mascot', name: 'Dav', image, greetings: [{ text: 'Bonjour !' }] }],
          },
        }),
      ).rejects.toThrow(/Mascot/); // the block itself: not offered on this template
      const about = PageResponseSchema.parse(await json(await callPage(cms, 'fr', ABOUT.fr)));
      expect(about.content.some((b) => b.blockType === 'mascot')).toBe(false);
    });

    it('keeps the home blocks through an edit that does not send the template', async () => {
      const id = await pageId('home');
      const edited = await cms.payload.update({
        collection: 'pages',
        id,
        locale: 'de',
        data: { seo: { description: 'Startseite.' } },
      });
      expect(edited.content?.map((b) => b.blockType)).toEqual(['mascot', 'namePrompt', 'entryPoints']);
      // The blocks themselves sent again, without the template: still the home page's.
      const current = await cms.payload.findByID({ collection: 'pages', id, locale: 'de', depth: 0 });
      const again = await cms.payload.update({
        collection: 'pages',
        id,
        locale: 'de',
        data: { content: current.content },
      });
      expect(again.content?.map((b) => b.blockType)).toEqual(['mascot', 'namePrompt', 'entryPoints']);
    });

    it('takes the five entry points on an index page, each kind once, and refuses fewer or a kind twice', async () => {
      const entry = (kind: (typeof ENTRY_POINT_KINDS)[number]) => ({ kind, title: kind, url: '/blog' });
      const page = (entries: ReturnType<typeof entry>[]) =>
        cms.payload.create({
          collection: 'pages',
          locale: 'fr',
          data: {
            title: 'Accueil bis',
            slug: 'accueil-bis',
            template: 'index',
            content: [{ blockType: 'entryPoints', entries }],
            _status: 'published',
          },
        });
      const twice = [...ENTRY_POINT_KINDS.slice(0, 4), 'discover' as const].map(entry);
      await expect(page(twice)).rejects.toThrow(/entr/i);
      await expect(page(ENTRY_POINT_KINDS.slice(0, 4).map(entry))).rejects.toThrow();
      const created = await page(ENTRY_POINT_KINDS.map(entry));
      try {
        const served = PageResponseSchema.parse(await json(await callPage(cms, 'fr', 'accueil-bis')));
        expect(served.content).toEqual([
          expect.objectContaining({
            blockType: 'entryPoints',
            entries: ENTRY_POINT_KINDS.map((kind) => ({
              kind,
              title: kind,
              text: null,
              url: '/blog',
              image: null,
            })),
          }),
        ]);
      } finally {
        await cms.payload.delete({ collection: 'pages', id: created.id });
      }
    });
  });
}
