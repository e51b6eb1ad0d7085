import { beforeAll, describe, expect, it } from 'vitest';
import {
  CoworkingResponseSchema,
  PageResponseSchema,
  PostResponseSchema,
  SitemapResponseSchema,
} from '@dav/contract';
import { DRAFT_HEADER, PREVIEW_HEADER, signPreviewToken } from '@dav/contract/preview';
import type { Cms } from './boot';
import { json } from './requests';

/** The secret the suite's CMS shares with the website (boot.ts). */
const SECRET = 'test-secret';

/**
 * What the site sends for a preview session's reads: the shared secret, and the session's link
 * (one document in one language, until `exp`).
 */
const previewOf = (
  collection: string,
  id: number | string | null,
  locale: string,
  exp = Date.now() + 60_000,
) => ({
  [DRAFT_HEADER]: SECRET,
  [PREVIEW_HEADER]: signPreviewToken(
    { site: locale, path: '/', exp, collection, id: id === null ? null : String(id), locale },
    SECRET,
  ),
});
const WRONG = { [DRAFT_HEADER]: 'test-secreT' };

type Route = 'page' | 'post' | 'sitemap' | 'coworking';

/** GET a contract route as Next calls it, with the headers the site sends (none for the public). */
function call(cms: Cms, route: Route, locale: string, slug?: string, headers: Record<string, string> = {}) {
  const path = { page: `page/${slug}`, post: `posts/${slug}`, sitemap: 'sitemap', coworking: 'coworking' }[
    route
  ];
  const request = new Request(`http://fr.localhost:3000/wp-json/api/${locale}/${path}`, { headers });
  return cms.routes[route](request, { params: Promise.resolve({ locale, slug: slug ?? '' }) });
}

const pageOf = async (response: Response) => PageResponseSchema.parse(await json(response));

/**
 * Drafts (docs/product.md#drafts-and-publishing, docs/architecture.md#drafts-and-preview): the public
 * only ever reads what is published; the site's preview, with the shared secret, reads the latest
 * draft; only publishing, unpublishing and deleting tell the website to revalidate.
 */
export function describeDrafts(getCms: () => Cms) {
  describe('drafts', () => {
    let cms: Cms;
    beforeAll(() => {
      cms = getCms();
    });

    /** The revalidations sent while `write` runs and its commit settles, once `until` has come. */
    const revalidations = async (write: () => Promise<unknown>, until: (tags: string[]) => boolean) => {
      const before = cms.web.calls.length;
      await write();
      await expect
        .poll(() => cms.web.calls.slice(before).some((call) => until(call.tags)), { timeout: 5000 })
        .toBe(true);
      return cms.web.calls.slice(before).map((call) => call.tags);
    };

    /**
     * Waits for `count` revalidations matching `match` sent since call number `from` (a loop, not
     * expect.poll: the marker page is made in beforeAll).
     */
    const heard = async (from: number, match: (tags: string[]) => boolean, count = 1) => {
      const deadline = Date.now() + 5000;
      while (cms.web.calls.slice(from).filter((call) => match(call.tags)).length < count) {
        if (Date.now() > deadline) throw new Error(`The website was not told (${count} expected)`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };

    /** A page published (or a draft) in the languages given; its writes' revalidations are all in. */
    const createPage = async (
      slugs: { fr: string; en?: string; de?: string },
      status: 'published' | 'draft' = 'published',
    ) => {
      const from = cms.web.calls.length;
      const doc = await cms.payload.create({
        collection: 'pages',
        locale: 'fr',
        data: { title: `Page ${slugs.fr}`, slug: slugs.fr, template: 'default', _status: status },
      });
      for (const locale of ['en', 'de'] as const) {
        const slug = slugs[locale];
        if (slug)
          await cms.payload.update({
            collection: 'pages',
            id: doc.id,
            locale,
            data: { title: `Page ${slug}`, slug },
          });
      }
      const writes = Object.keys(slugs).length;
      if (status === 'published') await heard(from, (tags) => tags.includes(`page:fr:${slugs.fr}`), writes);
      return doc.id;
    };

    const deletePage = async (id: number | string) => {
      const from = cms.web.calls.length;
      await cms.payload.delete({ collection: 'pages', id });
      await heard(from, (tags) => tags.includes('page'));
    };

    /**
     * A published edit of a page of its own: the website hears of it, so waiting for it shows
     * whether anything before it was heard too (a draft save of another document must not be).
     */
    let marker: number | string;
    const MARKER_TAG = 'page:fr:marqueur';
    const publishMarker = () =>
      cms.payload.update({
        collection: 'pages',
        id: marker,
        locale: 'fr',
        data: { seo: { description: String(Date.now()) } },
      });
    beforeAll(async () => {
      marker = await createPage({ fr: 'marqueur' });
    });

    it('serves a page’s draft to the preview only, never cached, and the published page to everyone else', async () => {
      const id = await createPage({ fr: 'brouillon-public', en: 'draft-public' });
      const saves = await revalidations(
        async () => {
          await cms.payload.update({
            collection: 'pages',
            id,
            locale: 'en',
            draft: true,
            data: { title: 'Rewritten, not yet published' },
          });
          await publishMarker();
        },
        (tags) => tags.includes(MARKER_TAG),
      );
      expect(saves).toEqual([[MARKER_TAG]]);

      const publicPage = await call(cms, 'page', 'en', 'draft-public');
      expect(publicPage.headers.get('cache-control')).toBe('no-store');
      expect((await pageOf(publicPage)).title).toBe('Page draft-public');

      const preview = await call(cms, 'page', 'en', 'draft-public', previewOf('pages', id, 'en'));
      expect(preview.headers.get('cache-control')).toBe('private, no-store');
      expect((await pageOf(preview)).title).toBe('Rewritten, not yet published');

      // A wrong credential is the public's read, with nothing to tell it from no header at all.
      const guessed = await call(cms, 'page', 'en', 'draft-public', WRONG);
      expect(guessed.status).toBe(200);
      expect(guessed.headers.get('cache-control')).toBe('no-store');
      expect((await pageOf(guessed)).title).toBe('Page draft-public');
    });

    it('keeps a page never published off the site and out of the sitemap; the preview sees it', async () => {
      const id = await createPage({ fr: 'jamais-publiee' }, 'draft');
      expect((await call(cms, 'page', 'fr', 'jamais-publiee')).status).toBe(404);
      expect((await call(cms, 'page', 'fr', 'jamais-publiee', WRONG)).status).toBe(404);
      const own = previewOf('pages', id, 'fr');
      expect((await pageOf(await call(cms, 'page', 'fr', 'jamais-publiee', own))).slug).toBe(
        'jamais-publiee',
      );
      // Even asked with the credential, the sitemap is what search engines may see.
      for (const headers of [{}, own]) {
        const sitemap = SitemapResponseSchema.parse(
          await json(await call(cms, 'sitemap', 'fr', undefined, headers)),
        );
        expect(sitemap.pages.map((page) => page.slug)).not.toContain('jamais-publiee');
      }
      await deletePage(id);
    });

    it('takes an unpublished page off the site at once, and tells the website', async () => {
      const id = await createPage({ fr: 'bientot-retiree', en: 'soon-withdrawn' });
      expect((await call(cms, 'page', 'en', 'soon-withdrawn')).status).toBe(200);
      // What the admin's "Unpublish" sends: the status alone, no draft flag.
      const told = await revalidations(
        () => cms.payload.update({ collection: 'pages', id, data: { _status: 'draft' } }),
        (tags) => tags.includes('page:en:soon-withdrawn'),
      );
      expect(told).toEqual([expect.arrayContaining(['page:fr:bientot-retiree', 'page:en:soon-withdrawn'])]);
      expect((await call(cms, 'page', 'en', 'soon-withdrawn')).status).toBe(404);
      expect((await call(cms, 'page', 'fr', 'bientot-retiree')).status).toBe(404);
      const sitemap = SitemapResponseSchema.parse(await json(await call(cms, 'sitemap', 'en')));
      expect(sitemap.pages.map((page) => page.slug)).not.toContain('soon-withdrawn');
      await deletePage(id);
    });

    it('shows a page only in the languages it is translated in: German’s 404, and no de alternate', async () => {
      const id = await createPage({ fr: 'sans-allemand', en: 'no-german' });
      const fr = await pageOf(await call(cms, 'page', 'fr', 'sans-allemand'));
      expect(fr.translations).toEqual([{ lang: 'en', slug: 'no-german' }]);
      for (const slug of ['sans-allemand', 'no-german'])
        expect((await call(cms, 'page', 'de', slug)).status).toBe(404);
      const sitemap = async (locale: string) =>
        SitemapResponseSchema.parse(await json(await call(cms, 'sitemap', locale)));
      const [frMap, deMap] = [await sitemap('fr'), await sitemap('de')];
      expect(frMap.pages.find((page) => page.slug === 'sans-allemand')?.translations).toEqual([
        { lang: 'en', slug: 'no-german' },
      ]);
      expect(deMap.pages.map((page) => page.slug)).not.toContain('sans-allemand');
      await deletePage(id);
    });

    it('serves a post’s draft to the preview only, and tells the website of nothing until it is published', async () => {
      const { docs } = await cms.payload.find({
        collection: 'posts',
        locale: 'en',
        fallbackLocale: false,
        // On the site in English: published, translated, posted (not a scheduled one).
        where: {
          and: [
            { _status: { equals: 'published' } },
            { slug: { exists: true } },
            { datePosted: { less_than_equal: new Date().toISOString() } },
          ],
        },
        sort: '-datePosted',
        limit: 1,
      });
      const post = docs[0]!;
      const publicTitle = post.title;
      const told = await revalidations(
        async () => {
          await cms.payload.update({
            collection: 'posts',
            id: post.id,
            locale: 'en',
            draft: true,
            autosave: true,
            data: { title: 'Typed, autosaved' },
          });
          await publishMarker();
        },
        (tags) => tags.includes(MARKER_TAG),
      );
      expect(told).toEqual([[MARKER_TAG]]);
      const read = async (headers: Record<string, string>) =>
        PostResponseSchema.parse(await json(await call(cms, 'post', 'en', post.slug!, headers))).title;
      expect(await read({})).toBe(publicTitle);
      expect(await read(WRONG)).toBe(publicTitle);
      const own = previewOf('posts', post.id, 'en');
      expect(await read(own)).toBe('Typed, autosaved');
      // Published as it was (the other suites read this post), and the website told.
      const from = cms.web.calls.length;
      await cms.payload.update({
        collection: 'posts',
        id: post.id,
        locale: 'en',
        data: { title: publicTitle },
      });
      await heard(from, (tags) => tags.includes('posts'));
      expect(await read(own)).toBe(publicTitle);
    });

    it('answers a preview link only for its own document and language, and only until it expires', async () => {
      const own = await createPage({ fr: 'lien-a', en: 'link-a' });
      const other = await createPage({ fr: 'lien-b', en: 'link-b' });
      for (const id of [own, other])
        await cms.payload.update({
          collection: 'pages',
          id,
          locale: 'en',
          draft: true,
          data: { title: `Embargoed ${id}` },
        });
      const title = async (slug: string, headers: Record<string, string>) =>
        (await pageOf(await call(cms, 'page', 'en', slug, headers))).title;
      const link = previewOf('pages', own, 'en');
      expect(await title('link-a', link)).toBe(`Embargoed ${own}`);
      // The same session asking for another page of the host gets what the public gets.
      const elsewhere = await call(cms, 'page', 'en', 'link-b', link);
      expect(elsewhere.headers.get('cache-control')).toBe('private, no-store');
      expect((await pageOf(elsewhere)).title).toBe('Page link-b');
      // Expired, in another language, of another collection, or no link at all: the public's read.
      expect(await title('link-a', previewOf('pages', own, 'en', Date.now() - 1))).toBe('Page link-a');
      expect(await title('link-a', previewOf('pages', own, 'fr'))).toBe('Page link-a');
      expect(await title('link-a', previewOf('posts', own, 'en'))).toBe('Page link-a');
      expect(await title('link-a', { [DRAFT_HEADER]: SECRET })).toBe('Page link-a');
      const forged = { ...link, [PREVIEW_HEADER]: `${link[PREVIEW_HEADER]}x` };
      expect(await title('link-a', forged)).toBe('Page link-a');
      // A page never published stays a 404 to another document's link.
      const hidden = await createPage({ fr: 'embargo-cache' }, 'draft');
      expect((await call(cms, 'page', 'fr', 'embargo-cache', previewOf('pages', own, 'fr'))).status).toBe(
        404,
      );
      for (const id of [own, other, hidden]) await deletePage(id);
    });

    it('serves the coworking page’s draft to the preview only; publishing it reaches everyone', async () => {
      const read = async (headers: Record<string, string> = {}) =>
        CoworkingResponseSchema.parse(await json(await call(cms, 'coworking', 'en', undefined, headers)))
          .form_title;
      const published = await read();
      const told = await revalidations(
        async () => {
          await cms.payload.updateGlobal({
            slug: 'coworking',
            locale: 'en',
            draft: true,
            data: { formTitle: 'A draft title' },
          });
          await cms.payload.updateGlobal({
            slug: 'coworking',
            locale: 'en',
            data: { _status: 'published', formTitle: published },
          });
        },
        (tags) => tags.includes('coworking'),
      );
      expect(told).toEqual([['coworking']]);
      expect(await read({})).toBe(published);
      await cms.payload.updateGlobal({
        slug: 'coworking',
        locale: 'en',
        draft: true,
        data: { formTitle: 'Next' },
      });
      expect(await read({})).toBe(published);
      expect(await read(previewOf('coworking', null, 'en'))).toBe('Next');
      // Another global's link, or the same in another language, reads what is published.
      expect(await read(previewOf('day-at-dav', null, 'en'))).toBe(published);
      expect(await read(previewOf('coworking', null, 'fr'))).toBe(published);
      await cms.payload.updateGlobal({
        slug: 'coworking',
        locale: 'en',
        data: { _status: 'published', formTitle: published },
      });
    });
  });
}
