import { beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorResponseSchema,
  ExpertisesResponseSchema,
  OfferResponseSchema,
  OfferSearchResponseSchema,
  SubsidiaryListResponseSchema,
  type Locale,
} from '@dav/contract';
import { lexicalFromText } from '@/fields/map-rich-text';
import type { Cms } from './boot';
import { callList, callOffer, callOffers, json } from './requests';

const DAY_MS = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

interface TestText {
  title: string;
  slug: string;
  missions?: string[];
  profile?: string[];
}

/**
 * The offers search and offer routes (docs/product.md#job-offers), on one database. The
 * offers it writes sit under expertises of their own, so the seeded ones never blur a result;
 * the seeded content is checked apart.
 */
export function describeOffers(getCms: () => Cms, name: string) {
  describe('job offers', () => {
    let cms: Cms;
    const ids: Record<string, number> = {};
    let lyon: number;
    let montreal: number;

    const search = async (locale: string, query: string) => {
      const response = await callOffers(cms, locale, query);
      expect(response.status).toBe(200);
      return OfferSearchResponseSchema.parse(await json(response));
    };
    const titles = async (locale: string, query: string) =>
      (await search(locale, query)).items.map((o) => o.title);

    async function createOffer(
      key: string,
      expertise: number,
      texts: Partial<Record<Locale, TestText>> & { fr: TestText },
      options: { subsidiaries?: number[]; posted?: number; validFor?: number | null; draft?: boolean } = {},
    ) {
      const posted = options.posted ?? -1;
      const text = (t: TestText) => ({
        title: t.title,
        slug: t.slug,
        description: lexicalFromText({ paragraphs: [`${t.title}.`] }) as never,
        missions: lexicalFromText({ items: t.missions ?? ['Travailler en équipe'] }) as never,
        profile: lexicalFromText({ items: t.profile ?? ['Curiosité'] }) as never,
      });
      const doc = await cms.payload.create({
        collection: 'offers',
        locale: 'fr',
        draft: options.draft ?? false,
        data: {
          ...text(texts.fr),
          _status: options.draft ? 'draft' : 'published',
          expertise,
          subsidiaries: options.subsidiaries ?? [lyon],
          contractType: 'cdi',
          remotePolicy: 'hybrid',
          experienceLevel: 'confirmed',
          datePosted: daysFromNow(posted),
          validThrough:
            options.validFor === undefined || options.validFor === null
              ? null
              : daysFromNow(posted + options.validFor),
        },
      });
      for (const [locale, t] of Object.entries(texts)) {
        if (locale === 'fr') continue;
        await cms.payload.update({
          collection: 'offers',
          id: doc.id,
          locale: locale as Locale,
          draft: options.draft ?? false,
          data: text(t),
        });
      }
      ids[key] = doc.id;
    }

    beforeAll(async () => {
      cms = getCms();
      const sub = async (slug: string) =>
        (await cms.payload.find({ collection: 'subsidiaries', where: { slug: { equals: slug } } })).docs[0]!
          .id;
      lyon = await sub('dav-lyon');
      montreal = await sub('dav-montreal');
      const expertise = async (slug: string, title: string) =>
        (await cms.payload.create({ collection: 'expertises', locale: 'fr', data: { slug, title } })).id;
      const searchTest = await expertise('search-test', 'Recherche (test)');
      const pagingTest = await expertise('paging-test', 'Pagination (test)');

      await createOffer(
        'react',
        searchTest,
        {
          fr: {
            title: 'Développeur React expérimenté',
            slug: 'test-developpeur-react',
            missions: ['Concevoir des composants réutilisables'],
          },
          en: { title: 'Experienced React Developer', slug: 'test-react-developer' },
          es: { title: 'Desarrollador React con experiencia', slug: 'test-desarrollador-react' },
          de: { title: 'Erfahrener React-Entwickler', slug: 'test-react-entwickler' },
        },
        { posted: -2, validFor: 60 },
      );
      await createOffer(
        'data',
        searchTest,
        {
          fr: { title: 'Ingénieure data', slug: 'test-ingenieure-data', profile: ['Python et SQL'] },
          en: { title: 'Data engineer', slug: 'test-data-engineer' },
          es: { title: 'Ingeniera de datos', slug: 'test-ingeniera-datos' },
          de: { title: 'Dateningenieurin', slug: 'test-dateningenieurin' },
        },
        { posted: -5, subsidiaries: [montreal] },
      );
      await createOffer(
        'cloud',
        searchTest,
        {
          fr: {
            title: 'Consultant cloud',
            slug: 'test-consultant-cloud',
            missions: ['Migrer des plateformes data'],
          },
          en: {
            title: 'Cloud consultant',
            slug: 'test-cloud-consultant',
            missions: ['Migrate data platforms'],
          },
        },
        { posted: -8, subsidiaries: [lyon, montreal] },
      );
      await createOffer(
        'french-only',
        searchTest,
        { fr: { title: 'Technicien réseau', slug: 'test-technicien-reseau' } },
        { posted: -1 },
      );
      await createOffer(
        'expired',
        searchTest,
        { fr: { title: 'Développeur Java', slug: 'test-developpeur-java' } },
        { posted: -60, validFor: 50 },
      );
      await createOffer(
        'scheduled',
        searchTest,
        { fr: { title: 'Développeur Go', slug: 'test-developpeur-go' } },
        { posted: 5 },
      );
      await createOffer(
        'draft',
        searchTest,
        { fr: { title: 'Développeur Rust', slug: 'test-developpeur-rust' } },
        { draft: true },
      );
      for (let i = 1; i <= 14; i++) {
        await createOffer(
          `page-${i}`,
          pagingTest,
          { fr: { title: `Consultant ${i}`, slug: `test-consultant-${i}` } },
          { posted: -i },
        );
      }
    }, 120_000);

    it('finds a role whatever its form: feminine, plural, accents, case, in each language', async () => {
      const only = 'expertise=search-test';
      expect(await titles('fr', `${only}&q=${encodeURIComponent('développeuse expérimentée')}`)).toEqual([
        'Développeur React expérimenté',
      ]);
      expect(await titles('fr', `${only}&q=DEVELOPPEURS`)).toEqual(['Développeur React expérimenté']);
      expect(await titles('en', `${only}&q=developers`)).toEqual(['Experienced React Developer']);
      expect(await titles('es', `${only}&q=desarrolladora`)).toEqual(['Desarrollador React con experiencia']);
      expect(await titles('de', `${only}&q=Entwicklerin`)).toEqual(['Erfahrener React-Entwickler']);
      expect(await titles('fr', `${only}&q=ingénieur`)).toEqual(['Ingénieure data']);
      expect(await titles('es', `${only}&q=ingeniero`)).toEqual(['Ingeniera de datos']);
      // Words the offer does not have: nothing, rather than everything.
      expect(await titles('fr', `${only}&q=${encodeURIComponent('développeur cobol')}`)).toEqual([]);
    });

    it('searches missions and profile too, and ranks a match in the title first', async () => {
      const only = 'expertise=search-test';
      expect(await titles('fr', `${only}&q=composant`)).toEqual(['Développeur React expérimenté']);
      expect(await titles('fr', `${only}&q=python`)).toEqual(['Ingénieure data']);
      // "data" is the title of one, a mission of the other (older: it would come first by date).
      expect(await titles('fr', `${only}&q=data`)).toEqual(['Ingénieure data', 'Consultant cloud']);
      expect(await titles('en', `${only}&q=data`)).toEqual(['Data engineer', 'Cloud consultant']);
    });

    it('lists only what is on the site in that language, newest first', async () => {
      expect(await titles('fr', 'expertise=search-test')).toEqual([
        'Technicien réseau',
        'Développeur React expérimenté',
        'Ingénieure data',
        'Consultant cloud',
      ]);
      // Not translated into German: not listed there. Stop words alone search nothing: all.
      expect(await titles('de', 'expertise=search-test&q=der')).toEqual([
        'Erfahrener React-Entwickler',
        'Dateningenieurin',
      ]);
    });

    it('combines the search with the subsidiary filter', async () => {
      expect(await titles('fr', 'expertise=search-test&subsidiary=dav-montreal')).toEqual([
        'Ingénieure data',
        'Consultant cloud',
      ]);
      expect(await titles('fr', 'expertise=search-test&subsidiary=dav-montreal&q=cloud')).toEqual([
        'Consultant cloud',
      ]);
      // A filter naming nothing that exists finds nothing.
      expect(await search('fr', 'subsidiary=dav-atlantis')).toMatchObject({ total: 0, items: [] });
    });

    it('pages results by 12 and counts them all', async () => {
      const first = await search('fr', 'expertise=paging-test');
      expect(first).toMatchObject({ total: 14, page: 1, pageSize: 12 });
      expect(first.items.map((o) => o.title).slice(0, 3)).toEqual([
        'Consultant 1',
        'Consultant 2',
        'Consultant 3',
      ]);
      const second = await search('fr', 'expertise=paging-test&page=2');
      expect(second.items.map((o) => o.title)).toEqual(['Consultant 13', 'Consultant 14']);
      expect((await search('fr', 'expertise=paging-test&page=3')).items).toEqual([]);
    });

    it('answers a malformed query with 400 naming the parameter, never a stack', async () => {
      for (const [query, field] of [
        ['page=0', 'page'],
        ['page=abc', 'page'],
        ['page=2.5', 'page'],
        ['page=9999', 'page'],
        ['expertise=Not%20A%20Slug', 'expertise'],
        ['subsidiary=..%2Fetc', 'subsidiary'],
        [`q=${'x'.repeat(101)}`, 'q'],
      ] as const) {
        const response = await callOffers(cms, 'fr', query);
        expect(response.status, query).toBe(400);
        const text = await response.text();
        expect(text).not.toMatch(/at \w+ \(|node_modules/);
        expect(Object.keys(ErrorResponseSchema.parse(JSON.parse(text)).errors)).toEqual([field]);
      }
      expect((await callOffers(cms, 'xx')).status).toBe(404);
    });

    it('serves an offer with its translations and related offers', async () => {
      const response = await callOffer(cms, 'fr', 'test-developpeur-react');
      expect(response.status).toBe(200);
      const offer = OfferResponseSchema.parse(await json(response));
      expect(offer.title).toBe('Développeur React expérimenté');
      expect(offer.missions).toEqual([
        {
          type: 'list',
          ordered: false,
          items: [[{ type: 'text', text: 'Concevoir des composants réutilisables' }]],
        },
      ]);
      expect(offer.translations).toEqual([
        { lang: 'fr', slug: 'test-developpeur-react' },
        { lang: 'en', slug: 'test-react-developer' },
        { lang: 'es', slug: 'test-desarrollador-react' },
        { lang: 'de', slug: 'test-react-entwickler' },
      ]);
      expect(offer.subsidiaries.map((s) => [s.slug, s.country, s.cities])).toEqual([
        ['dav-lyon', 'FR', ['Lyon', 'Grenoble']],
      ]);
      // Same expertise, sharing a subsidiary, on the site: newest first, never itself.
      expect(offer.related.map((o) => o.slug)).toEqual(['test-technicien-reseau', 'test-consultant-cloud']);
    });

    it('answers 404 for an offer that is closed, scheduled, a draft, untranslated or unknown', async () => {
      for (const [locale, slug] of [
        ['fr', 'test-developpeur-java'],
        ['fr', 'test-developpeur-go'],
        ['fr', 'test-developpeur-rust'],
        ['en', 'test-technicien-reseau'],
        ['en', 'test-developpeur-react'],
        ['fr', 'nope'],
        ['fr', '..%2F..%2Fetc'],
      ] as const) {
        const response = await callOffer(cms, locale, slug);
        expect(response.status, `${locale} ${slug}`).toBe(404);
        ErrorResponseSchema.parse(await json(response));
      }
      expect(await titles('fr', 'q=java')).not.toContain('Développeur Java');
    });

    it('keeps the search in step with an edit and a deletion, and tells the website', async () => {
      const before = cms.web.calls.length;
      await cms.payload.update({
        collection: 'offers',
        id: ids.cloud!,
        locale: 'fr',
        data: { title: 'Architecte cloud' },
      });
      expect(await titles('fr', 'expertise=search-test&q=architecte')).toEqual(['Architecte cloud']);
      expect(await titles('fr', 'expertise=search-test&q=consultant')).toEqual([]);
      await expect.poll(() => cms.web.calls.slice(before).flatMap((c) => c.tags)).toContain('offers');

      // Unpublished, it leaves the search; published again, it is back.
      await cms.payload.update({ collection: 'offers', id: ids.cloud!, data: { _status: 'draft' } });
      expect(await titles('fr', 'expertise=search-test&q=architecte')).toEqual([]);
      await cms.payload.update({ collection: 'offers', id: ids.cloud!, data: { _status: 'published' } });
      expect(await titles('fr', 'expertise=search-test&q=architecte')).toEqual(['Architecte cloud']);

      await cms.payload.delete({ collection: 'offers', id: ids['french-only']! });
      expect(await titles('fr', 'expertise=search-test&q=technicien')).toEqual([]);
      expect((await callOffer(cms, 'fr', 'test-technicien-reseau')).status).toBe(404);
    });

    it('lists the expertises, and the subsidiaries with region, country and cities', async () => {
      const expertises = ExpertisesResponseSchema.parse(await json(await callList(cms, 'en', 'expertises')));
      expect(expertises.items.map((e) => e.slug)).toEqual(
        expect.arrayContaining(['data-ai', 'cybersecurity']),
      );
      expect(expertises.items.find((e) => e.slug === 'data-ai')?.title).toBe('Data & AI');
      const subsidiaries = SubsidiaryListResponseSchema.parse(
        await json(await callList(cms, 'de', 'subsidiaries')),
      );
      const geneva = subsidiaries.items.find((s) => s.slug === 'dav-geneve');
      expect(geneva).toMatchObject({
        title: 'DAV Genf',
        region: 'europe',
        country: 'CH',
        cities: ['Genève', 'Lausanne'],
      });
      // Europe first, then North America.
      expect(subsidiaries.items.at(-1)?.region).toBe('north-america');
    });

    it('serves the seeded offers: open ones only, in four languages', async () => {
      const fr = await search('fr', '');
      expect(fr.total).toBeGreaterThanOrEqual(25);
      const en = await search('en', '');
      expect(en.total).toBeLessThan(fr.total); // some are in French only
      expect(await titles('fr', `q=${encodeURIComponent('développeuse expérimentée')}`)).toContain(
        'Développeur React expérimenté',
      );
      const slugs = (
        await cms.payload.find({ collection: 'offers', locale: 'fr', pagination: false, depth: 0 })
      ).docs;
      expect(slugs.length).toBeGreaterThanOrEqual(30);
      // No offer for this pair in the demo content: the zero case of the search page.
      expect((await search('fr', 'expertise=embedded-systems&subsidiary=dav-madrid')).total).toBe(0);
    });

    it('lets recruiters write offers, and editors only read them', async () => {
      const create = (email: string, roles: ('editor' | 'recruiter')[]) =>
        cms.payload.create({ collection: 'users', data: { email, password: 'pw-123456789', roles } });
      const editor = await create(`offers-editor-${name}@test.localhost`, ['editor']);
      const recruiter = await create(`offers-recruiter-${name}@test.localhost`, ['recruiter']);
      const asUser = (user: typeof editor) => ({
        user: { ...user, collection: 'users' as const },
        overrideAccess: false,
      });
      const data = { title: 'Développeur PHP' };
      await expect(
        cms.payload.update({
          collection: 'offers',
          id: ids.react!,
          locale: 'fr',
          data,
          ...asUser(recruiter),
        }),
      ).resolves.toBeTruthy();
      await expect(
        cms.payload.update({ collection: 'offers', id: ids.react!, locale: 'fr', data, ...asUser(editor) }),
      ).rejects.toThrow();
      await expect(cms.payload.find({ collection: 'offers', ...asUser(editor) })).resolves.toBeTruthy();
      await expect(cms.payload.find({ collection: 'managers', ...asUser(editor) })).resolves.toBeTruthy();
    });
  });
}
