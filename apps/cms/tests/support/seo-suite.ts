import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DayResponseSchema,
  GlobalResponseSchema,
  LOCALES,
  PostListResponseSchema,
  PostResponseSchema,
  RedirectsResponseSchema,
} from '@dav/contract';
import { bootCms, type Cms, type Env } from './boot';
import { callGlobal, json } from './requests';
import { outcome, rest, restLogin } from './rest';

type Role = 'editor' | 'recruiter' | 'compliance';
const PASSWORD = 'pw-123456789';

interface ErrorBody {
  errors?: { data?: { errors?: { path: string; message: string }[] } }[];
}

/** The first field message of a refused REST write. */
const fieldMessage = async (response: Response): Promise<string> => {
  const body = (await response.json()) as ErrorBody;
  return body.errors?.[0]?.data?.errors?.[0]?.message ?? JSON.stringify(body);
};

/**
 * What search engines and other sites see, against one database: the redirects manager
 * (docs/product.md#redirects: the contract route per language, who may edit, and the loops,
 * chains and duplicates refused at save in the editor's admin language), and the share metadata
 * (a default share image per language, a document's own SEO).
 */
export function describeSeo(name: string, env: () => Promise<Env> | Env, cleanup?: () => Promise<void>) {
  describe(`${name}: redirects and share metadata`, () => {
    let cms: Cms;
    let route: (request: Request, context: { params: Promise<{ locale: string }> }) => Promise<Response>;
    const tokens = {} as Record<Role, string>;

    const map = async (locale: string) => {
      const response = await route(new Request(`http://fr.localhost:3000/wp-json/api/${locale}/redirects`), {
        params: Promise.resolve({ locale }),
      });
      return RedirectsResponseSchema.parse(await json(response)).items;
    };
    const create = (data: object, role: Role = 'editor', language = 'fr') =>
      rest('POST', '/redirects', data, tokens[role], { 'accept-language': language });

    beforeAll(async () => {
      cms = await bootCms(await env(), { seededCopy: true });
      route = (await import('@/app/wp-json/api/[locale]/redirects/route')).GET;
      for (const role of ['editor', 'recruiter', 'compliance'] as const) {
        const email = `redirects-${role}@test.localhost`;
        await cms.payload.create({ collection: 'users', data: { email, password: PASSWORD, roles: [role] } });
        tokens[role] = await restLogin(email, PASSWORD);
      }
    });
    afterAll(async () => {
      await cms?.close();
      await cleanup?.();
    });

    it('serves each language its own seeded redirects, sources normalised', async () => {
      const fr = await map('fr');
      expect(fr).toContainEqual({ from: '/category/actualites', to: '/blog', status: 301 });
      expect(fr).toContainEqual({ from: '/?p=123', to: '/nos-offres', status: 301 });
      expect(fr).toContainEqual({ from: '/nous-rejoindre', to: '/nos-offres', status: 302 });
      const en = await map('en');
      expect(en).toContainEqual({ from: '/category/news', to: '/blog', status: 301 });
      expect(en.map((r) => r.from)).not.toContain('/category/actualites');
      const bad = await route(new Request('http://fr.localhost:3000/wp-json/api/xx/redirects'), {
        params: Promise.resolve({ locale: 'xx' }),
      });
      expect(bad.status).toBe(404);
    });

    it('lets editors create one, normalised, applied at once and announced to the website', async () => {
      const before = cms.web.calls.length;
      const response = await create({
        from: 'https://www.old-site.example/Nos-Metiers/?b=2&a=1',
        to: '/nos-offres',
        status: '302',
        languages: ['es', 'de'],
      });
      expect(await outcome(response)).toBe(201);
      expect(await map('de')).toContainEqual({
        from: '/nos-metiers?a=1&b=2',
        to: '/nos-offres',
        status: 302,
      });
      expect((await map('fr')).map((r) => r.from)).not.toContain('/nos-metiers?a=1&b=2');
      await expect.poll(() => cms.web.calls.slice(before).flatMap((c) => c.tags)).toContain('redirects');
    });

    it('lets only editors and admins write them, and staff only read them', async () => {
      const data = { from: '/only-editors', to: '/blog', status: '301', languages: ['fr'] };
      expect((await create(data, 'recruiter')).status).toBe(403);
      expect((await create(data, 'compliance')).status).toBe(403);
      expect((await rest('GET', '/redirects')).status).toBe(403);
      expect((await rest('POST', '/redirects', data)).status).toBe(403);
      expect((await rest('GET', '/redirects', undefined, tokens.recruiter)).status).toBe(200);
      expect(await outcome(await create(data))).toBe(201);
    });

    it('refuses a redirect to its own source, in the editor’s language', async () => {
      const loop = await create({ from: '/Loop/', to: '/loop?x=1', languages: ['fr'] }, 'editor', 'en');
      expect(loop.status).toBe(400);
      expect(await fieldMessage(loop)).toBe(
        'This redirect leads back to its own source (French): it would loop.',
      );
    });

    it('refuses a chain either way, and says which redirect it would follow', async () => {
      // /category/actualites → /blog is seeded in French.
      const into = await create({ from: '/old-news', to: '/category/actualites/', languages: ['fr'] });
      expect(into.status).toBe(400);
      expect(await fieldMessage(into)).toBe(
        'La destination est elle-même redirigée (/category/actualites → /blog, français) : faites pointer cette redirection directement vers /blog.',
      );
      const outOf = await create({ from: '/blog', to: '/actualites', languages: ['fr'] }, 'editor', 'de');
      expect(outOf.status).toBe(400);
      expect(await fieldMessage(outOf)).toContain('Die Umleitung von /category/actualites führt bereits');
      // In Spanish too, where /category/noticias leads to /blog; not in German, where nothing leads to /category/actualites.
      expect(
        (await create({ from: '/blog', to: '/actualites', languages: ['es'] }, 'editor', 'es')).status,
      ).toBe(400);
      expect(
        await outcome(await create({ from: '/old-news', to: '/category/actualites/', languages: ['de'] })),
      ).toBe(201);
    });

    it('refuses the same source twice in a language, and what is not a page', async () => {
      const twice = await create({ from: '/CATEGORY/actualites', to: '/contactez-nous', languages: ['fr'] });
      expect(await fieldMessage(twice)).toBe(
        'Une redirection depuis /category/actualites existe déjà en français.',
      );
      const notPage = await create(
        { from: '/wp-json/api/fr/global', to: '/blog', languages: ['fr'] },
        'editor',
        'es',
      );
      expect(await fieldMessage(notPage)).toBe(
        'Esta dirección no es una página del sitio (/wp-json/api/fr/global): no se puede redirigir.',
      );
      const badTarget = await create(
        { from: '/x-old', to: 'javascript:alert(1)', languages: ['fr'] },
        'editor',
        'en',
      );
      expect(await fieldMessage(badTarget)).toMatch(/^Enter a path of the site/);
    });

    it('checks an edit against the others, not against itself', async () => {
      const created = await create({ from: '/edit-me', to: '/blog', languages: ['en'] });
      const { doc } = (await created.json()) as { doc: { id: number } };
      const edit = (data: object) =>
        rest('PATCH', `/redirects/${doc.id}`, data, tokens.editor, { 'accept-language': 'en' });
      expect(await outcome(await edit({ to: '/contactez-nous' }))).toBe(200);
      const chained = await edit({ to: '/category/news' });
      expect(chained.status).toBe(400);
      expect(await fieldMessage(chained)).toMatch(
        /^The target is itself redirected \(\/category\/news → \/blog/,
      );
    });

    it('gives each language its default share image, and a post the SEO its editor set', async () => {
      for (const locale of LOCALES) {
        const global = GlobalResponseSchema.parse(await json(await callGlobal(cms, locale)));
        expect(global.shareImage, locale).toMatchObject({
          url: '/api/media/file/share-default.webp',
          width: 1200,
        });
      }
      // A post on the site in French (published and its date come), as the list gives it.
      const list = await cms.routes.posts(new Request('http://fr.localhost:3000/wp-json/api/fr/posts'), {
        params: Promise.resolve({ locale: 'fr' }),
      });
      const { items } = PostListResponseSchema.parse(await json(list));
      const post = { id: Number(items[0]!.id), slug: items[0]!.slug };
      const media = await cms.payload.find({
        collection: 'media',
        limit: 1,
        where: { filename: { equals: 'astronaut-404.webp' } },
      });
      await cms.payload.update({
        collection: 'posts',
        id: post.id,
        locale: 'fr',
        data: {
          seo: { title: 'Titre pour les réseaux', description: 'Résumé partagé', image: media.docs[0]!.id },
        },
      });
      const read = await cms.routes.post(
        new Request(`http://fr.localhost:3000/wp-json/api/fr/posts/${post.slug}`),
        {
          params: Promise.resolve({ locale: 'fr', slug: post.slug! }),
        },
      );
      const body = PostResponseSchema.parse(await json(read));
      expect(body.seo).toMatchObject({ title: 'Titre pour les réseaux', description: 'Résumé partagé' });
      expect(body.seo.image?.url).toBe('/api/media/file/astronaut-404.webp');
    });

    it('gives a product of the day the SEO its editor set, in that language only, on the wire', async () => {
      const day = async (locale: string) => {
        const request = new Request(`http://fr.localhost:3000/wp-json/api/${locale}/day-at-dav`);
        const response = await cms.routes.day(request, { params: Promise.resolve({ locale }) });
        return DayResponseSchema.parse(await json(response));
      };
      const media = await cms.payload.find({
        collection: 'media',
        limit: 1,
        where: { filename: { equals: 'astronaut-404.webp' } },
      });
      const stored = await cms.payload.findGlobal({ slug: 'day-at-dav', locale: 'fr', depth: 0 });
      const before = cms.web.calls.length;
      await cms.payload.updateGlobal({
        slug: 'day-at-dav',
        locale: 'fr',
        depth: 0,
        data: {
          rooms: stored.rooms!.map((row, i) =>
            i === 0
              ? {
                  ...row,
                  seo: {
                    title: 'Salle Agora à Lyon',
                    description: 'Une salle pour votre journée',
                    image: media.docs[0]!.id,
                  },
                }
              : row,
          ),
        },
      });
      const fr = await day('fr');
      expect(fr.rooms[0]!.seo).toMatchObject({
        title: 'Salle Agora à Lyon',
        description: 'Une salle pour votre journée',
        image: { url: '/api/media/file/astronaut-404.webp' },
      });
      // Untouched products keep empty SEO: the page falls back to their title, text and picture.
      expect(fr.rooms[1]!.seo).toEqual({ title: null, description: null, image: null });
      // Texts are per language (English falls back to nothing of the French); the image is shared.
      const en = await day('en');
      expect(en.rooms[0]!.seo).toMatchObject({ title: null, description: null });
      expect(en.rooms[0]!.seo.image?.url).toBe('/api/media/file/astronaut-404.webp');
      await expect.poll(() => cms.web.calls.slice(before).flatMap((c) => c.tags)).toContain('day');
    });
  });
}
