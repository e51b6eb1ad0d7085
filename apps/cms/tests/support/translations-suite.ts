import type { Where } from 'payload';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEED_PAGES } from '@/seed/seed-pages';
import { statusField } from '@/translations/status-field';
import type { Cms } from './boot';

type Statuses = { fr?: string | null; en?: string | null; es?: string | null; de?: string | null };

/**
 * Translation statuses and the pictures' alternative texts (docs/product.md#translations), on one
 * database: what an editor's list and filters show after edits in French then German, drafts
 * included, and publishing refused while a picture lacks its alternative text.
 */
/** The stored statuses (`translations.esStatus`…, status-field.ts) by language. */
const byLanguage = (stored: Record<string, unknown> | null | undefined) =>
  stored
    ? (Object.fromEntries(
        (['fr', 'en', 'es', 'de'] as const).map((l) => [l, stored[statusField(l)]]),
      ) as Partial<Statuses>)
    : undefined;

export function describeTranslations(getCms: () => Cms) {
  describe('translations', () => {
    let cms: Cms;
    const statusesOf = async (collection: 'categories' | 'posts' | 'media', id: number, draft = false) => {
      const doc = await cms.payload.findByID({ collection, id, depth: 0, draft });
      return byLanguage((doc as { translations?: Record<string, unknown> }).translations);
    };
    const idsWhere = async (collection: 'categories' | 'posts', where: Where, draft = false) =>
      (await cms.payload.find({ collection, where, depth: 0, pagination: false, draft })).docs.map(
        (d) => d.id,
      );
    const picture = async (name: string, alt: Partial<Record<'fr' | 'en' | 'es' | 'de', string>>) => {
      const data = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#7a5' } })
        .png()
        .toBuffer();
      const doc = await cms.payload.create({
        collection: 'media',
        locale: 'fr',
        data: { alt: alt.fr },
        file: { data, mimetype: 'image/png', name, size: data.length },
      });
      for (const locale of ['en', 'es', 'de'] as const)
        if (alt[locale])
          await cms.payload.update({ collection: 'media', id: doc.id, locale, data: { alt: alt[locale] } });
      return doc;
    };

    beforeAll(() => {
      cms = getCms();
    });

    it('gives the seeded content its statuses: every page complete in four languages, nothing stale', async () => {
      // The seed's pages only: other suites of this database add pages of their own.
      const pages = await cms.payload.find({
        collection: 'pages',
        locale: 'fr',
        depth: 0,
        pagination: false,
        where: { slug: { in: SEED_PAGES.map((page) => page.text.fr.slug) } },
      });
      expect(pages.docs.length).toBe(SEED_PAGES.length);
      for (const page of pages.docs)
        expect(byLanguage(page.translations as Record<string, unknown>), page.title).toMatchObject({
          fr: 'complete',
          en: 'complete',
          es: 'complete',
          de: 'complete',
        });
      for (const collection of ['posts', 'offers', 'subsidiaries', 'media', 'forms'] as const) {
        // The seed's documents as it left them: other suites of this database edit some (and add their own).
        const stale = await cms.payload.find({
          collection,
          where: {
            and: [
              { updatedAt: { less_than_equal: cms.seededAt } },
              {
                or: ['fr', 'en', 'es', 'de'].map((l) => ({
                  [`translations.${l}Status`]: { equals: 'stale' },
                })),
              },
            ],
          },
          draft: true,
          depth: 0,
        });
        expect(
          stale.docs.map((d) => ({ id: d.id, translations: d.translations })),
          collection,
        ).toEqual([]);
        const untouched = await cms.payload.count({
          collection,
          where: { updatedAt: { less_than_equal: cms.seededAt } },
        });
        expect(untouched.totalDocs, collection).toBeGreaterThan(0);
        const without = await cms.payload.count({
          collection,
          where: { 'translations.frStatus': { exists: false } },
        });
        expect(without.totalDocs, collection).toBe(0);
      }
    });

    it('marks languages missing, then older than French after a French edit, then complete once German is edited', async () => {
      const created = await cms.payload.create({
        collection: 'categories',
        locale: 'fr',
        data: { title: 'Réseaux' },
      });
      expect(await statusesOf('categories', created.id)).toMatchObject({
        fr: 'complete',
        en: 'missing',
        es: 'missing',
        de: 'missing',
      });
      expect(await idsWhere('categories', { 'translations.esStatus': { equals: 'missing' } })).toContain(
        created.id,
      );

      for (const [locale, title] of [
        ['en', 'Networks'],
        ['es', 'Redes'],
        ['de', 'Netzwerke'],
      ] as const)
        await cms.payload.update({ collection: 'categories', id: created.id, locale, data: { title } });
      expect(await statusesOf('categories', created.id)).toMatchObject({
        fr: 'complete',
        en: 'complete',
        es: 'complete',
        de: 'complete',
      });
      expect(await idsWhere('categories', { 'translations.esStatus': { equals: 'missing' } })).not.toContain(
        created.id,
      );

      // Saving French unchanged stales nothing; changing it stales the other three.
      await cms.payload.update({
        collection: 'categories',
        id: created.id,
        locale: 'fr',
        data: { title: 'Réseaux' },
      });
      expect((await statusesOf('categories', created.id))?.de).toBe('complete');
      await new Promise((resolve) => setTimeout(resolve, 5));
      await cms.payload.update({
        collection: 'categories',
        id: created.id,
        locale: 'fr',
        data: { title: 'Réseaux et télécoms' },
      });
      expect(await statusesOf('categories', created.id)).toMatchObject({
        fr: 'complete',
        en: 'stale',
        es: 'stale',
        de: 'stale',
      });

      await new Promise((resolve) => setTimeout(resolve, 5));
      await cms.payload.update({
        collection: 'categories',
        id: created.id,
        locale: 'de',
        data: { title: 'Netzwerke und Telekommunikation' },
      });
      expect(await statusesOf('categories', created.id)).toMatchObject({
        en: 'stale',
        es: 'stale',
        de: 'complete',
      });
      // "French changed after German" no longer finds it; "after Spanish" still does.
      expect(await idsWhere('categories', { 'translations.deStatus': { equals: 'stale' } })).not.toContain(
        created.id,
      );
      expect(await idsWhere('categories', { 'translations.esStatus': { equals: 'stale' } })).toContain(
        created.id,
      );
      await cms.payload.delete({ collection: 'categories', id: created.id });
    });

    it('refuses to publish a post whose picture lacks its alternative text in a language it exists in, and lets a draft be saved', async () => {
      const photo = await picture('translations-photo.png', { fr: 'Une salle de réunion' });
      const post = await cms.payload.create({
        collection: 'posts',
        locale: 'fr',
        data: {
          title: 'Réunion',
          cover: photo.id,
          datePosted: new Date().toISOString(),
          _status: 'published',
        },
      });
      // English gets its title: the post now exists in English, where the cover has no alternative text.
      await expect(
        cms.payload.update({
          collection: 'posts',
          id: post.id,
          locale: 'en',
          data: { title: 'Meeting', _status: 'published' },
        }),
      ).rejects.toThrow(/translations-photo\.png \((anglais|English)\)/);

      // As a draft it is saved, with its statuses, and the "missing in Spanish" filter finds it.
      await cms.payload.update({
        collection: 'posts',
        id: post.id,
        locale: 'en',
        draft: true,
        data: { title: 'Meeting', _status: 'draft' },
      });
      expect(await statusesOf('posts', post.id, true)).toMatchObject({
        fr: 'complete',
        en: 'complete',
        es: 'missing',
      });
      expect(await idsWhere('posts', { 'translations.esStatus': { equals: 'missing' } }, true)).toContain(
        post.id,
      );
      expect(await idsWhere('posts', { 'translations.enStatus': { equals: 'missing' } }, true)).not.toContain(
        post.id,
      );

      // The picture described in English: publishing goes through.
      await cms.payload.update({
        collection: 'media',
        id: photo.id,
        locale: 'en',
        data: { alt: 'A meeting room' },
      });
      const published = await cms.payload.update({
        collection: 'posts',
        id: post.id,
        locale: 'en',
        data: { title: 'Meeting', _status: 'published' },
      });
      expect(published._status).toBe('published');
      await cms.payload.delete({ collection: 'posts', id: post.id });
    });

    it('lets a decorative picture be published without alternative text, and counts it complete', async () => {
      const ornament = await picture('translations-ornament.png', { fr: 'Ornement' });
      const post = await cms.payload.create({
        collection: 'posts',
        locale: 'fr',
        data: { title: 'Ornement', cover: ornament.id, _status: 'draft' },
        draft: true,
      });
      await cms.payload.update({
        collection: 'posts',
        id: post.id,
        locale: 'de',
        draft: true,
        data: { title: 'Zierde' },
      });
      await expect(
        cms.payload.update({
          collection: 'posts',
          id: post.id,
          locale: 'fr',
          data: { _status: 'published' },
        }),
      ).rejects.toThrow(/translations-ornament\.png \((allemand|German)\)/);
      await cms.payload.update({
        collection: 'media',
        id: ornament.id,
        locale: 'fr',
        data: { decorative: true },
      });
      expect(await statusesOf('media', ornament.id)).toMatchObject({ en: 'complete', de: 'complete' });
      const published = await cms.payload.update({
        collection: 'posts',
        id: post.id,
        locale: 'fr',
        data: { _status: 'published' },
      });
      expect(published._status).toBe('published');
      await cms.payload.delete({ collection: 'posts', id: post.id });
    });

    it('works the statuses out at start for documents saved before they existed', async () => {
      const { backfillTranslations } = await import('@/translations/backfill');
      const category = await cms.payload.create({
        collection: 'categories',
        locale: 'fr',
        data: { title: 'Ancienne' },
      });
      await cms.payload.update({
        collection: 'categories',
        id: category.id,
        locale: 'en',
        data: { title: 'Old' },
      });
      await cms.payload.db.updateOne({
        collection: 'categories',
        id: category.id,
        data: { translations: { frStatus: null, enStatus: null, esStatus: null, deStatus: null } },
      });
      expect((await statusesOf('categories', category.id))?.fr).toBeNull();
      await backfillTranslations(cms.payload);
      expect(await statusesOf('categories', category.id)).toMatchObject({
        fr: 'complete',
        en: 'complete',
        es: 'missing',
        de: 'missing',
      });
      await cms.payload.delete({ collection: 'categories', id: category.id });
    });
  });
}
