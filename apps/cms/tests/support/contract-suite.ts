import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_TRADS,
  ErrorResponseSchema,
  GlobalResponseSchema,
  PageResponseSchema,
  FormDefinitionSchema,
  TRAD_KEYS,
  type MenuLink,
} from '@dav/contract';
import { trailingSitePath } from '@dav/rules';
import { bootCms, type Cms, type Env } from './boot';
import { describeApplications } from './applications-suite';
import { describeForms } from './forms-suite';
import { describeHome } from './home-suite';
import { describeDrafts } from './drafts-suite';
import { describeMail } from './mail-suite';
import { describeMedia } from './media-suite';
import { describeOffers } from './offers-suite';
import { describePosts } from './posts-suite';
import { describeSitemap } from './sitemap-suite';
import { describeSubsidiaries } from './subsidiaries-suite';
import { describeCandidatesData } from './retention-suite';
import { describeReportAccess } from './report-access-suite';
import { describeInternalAccess } from './internal-access-suite';
import { describeLoginLimits } from './login-limits-suite';
import { describeStaffAccounts } from './staff-accounts-suite';
import { describeLeaks } from './leaks-suite';
import { describeVisitorText } from './visitor-text-suite';
import { describeSkills } from './skills-suite';
import { describeSubmissionsRetention } from './submissions-retention-suite';
import { describeSubmissions } from './submissions-suite';
import { describeConsent } from './consent-suite';
import { describeDay } from './day-suite';
import { describeUploads } from './uploads-suite';
import { describeTranslations } from './translations-suite';
import { describeTrust } from './trust-suite';
import { describeWhistleblowing } from './whistleblowing-suite';
import { describeWhistleblowingChoice } from './whistleblowing-choice-suite';
import { callForm, callGlobal, callPage, json } from './requests';

const MAIN_CODES = ['fr', 'en', 'es', 'de', 'ay-fr', 'ay-en'];
const ABOUT = { fr: 'qui-sommes-nous', en: 'about-us', es: 'quienes-somos', de: 'uber-uns' } as const;
const POLICY = {
  fr: 'politique-d-alerte',
  en: 'whistleblowing-policy',
  es: 'politica-de-denuncias',
  de: 'hinweisgeberrichtlinie',
} as const;

const internalSlugs = (links: MenuLink[]): string[] =>
  links
    .flatMap((link) => [link, ...link.sublinks])
    .flatMap((l) => (l.link?.post_type === 'page' ? [l.link.post_name] : []));

/** The wire contract, end to end through the route handlers, against one database. */
export function describeContract(name: string, env: () => Promise<Env> | Env, cleanup?: () => Promise<void>) {
  describe(name, () => {
    let cms: Cms;

    beforeAll(async () => {
      cms = await bootCms(await env(), { seededCopy: true });
      console.info(`[${name}] boot + migrate + seed: ${cms.bootMs} ms`);
    });
    afterAll(async () => {
      await cms?.close();
      await cleanup?.();
    });

    it('seeds once: another start on the same database changes nothing', async () => {
      const before = await cms.payload.count({ collection: 'pages' });
      await cms.seedOnInit(cms.payload);
      expect((await cms.payload.count({ collection: 'pages' })).totalDocs).toBe(before.totalDocs);
      expect((await cms.payload.count({ collection: 'users' })).totalDocs).toBe(1);
      expect(cms.web.calls).toEqual([]); // the seed never pings the website
    });

    it('serves the global data on the contract, with the security headers', async () => {
      const response = await callGlobal(cms, 'fr');
      expect(response.status).toBe(200);
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const body = GlobalResponseSchema.parse(await json(response));
      expect(body.footer.logos).toHaveLength(2);
      expect(body.footer.images).toHaveLength(6);
      expect(body.footer.social.discord_url).toMatch(/^https:/);
      expect(body.burger.instagram_url).toMatch(/^https:/);
      expect(body.notFoundImage?.url).toMatch(/^\/api\/media\/file\/.+\.webp$/);
      expect(body.notFoundImage?.alt).toBe('Un astronaute perdu dans l’espace');
    });

    it('lists the six languages of the main group with their main-host URLs', async () => {
      const body = GlobalResponseSchema.parse(
        await json(await callGlobal(cms, 'en', { host: 'en.localhost:3000' })),
      );
      expect(body.langs.map((l) => l.slug)).toEqual(MAIN_CODES);
      expect(body.langs.find((l) => l.slug === 'de')?.url).toBe('http://de.localhost:3000/');
      expect(body.langs.find((l) => l.slug === 'fr')?.name).toBe('Français');
      expect(body.multiDomains.every((d) => !d.domain.startsWith('preprod-'))).toBe(true);
    });

    it('resolves the visitor from ?domain, then X-Forwarded-Host, then Host', async () => {
      const preprod = GlobalResponseSchema.parse(
        await json(await callGlobal(cms, 'fr', { query: '?domain=preprod-fr.localhost:3000&proto=https' })),
      );
      expect(preprod.langs.map((l) => l.url)).toEqual(
        MAIN_CODES.map((c) => `https://preprod-${c}.localhost:3000/`),
      );
      expect(preprod.multiDomains.every((d) => d.domain.startsWith('preprod-'))).toBe(true);

      const forwarded = GlobalResponseSchema.parse(
        await json(
          await callGlobal(cms, 'es', {
            host: '127.0.0.1:3001',
            headers: { 'x-forwarded-host': 'preprod-es.localhost:8080', 'x-forwarded-proto': 'https' },
          }),
        ),
      );
      expect(forwarded.langs.find((l) => l.slug === 'es')?.url).toBe('https://preprod-es.localhost:8080/');

      // Next's server always adds X-Forwarded-Proto; an explicit ?proto still wins.
      const explicit = GlobalResponseSchema.parse(
        await json(
          await callGlobal(cms, 'fr', {
            query: '?domain=de.localhost&proto=https',
            headers: { 'x-forwarded-proto': 'http' },
          }),
        ),
      );
      expect(explicit.langs.find((l) => l.slug === 'en')?.url).toBe('https://en.localhost/');
    });

    it.each(['fr', 'en', 'es', 'de'] as const)('links menus to page slugs in %s', async (locale) => {
      const body = GlobalResponseSchema.parse(await json(await callGlobal(cms, locale)));
      const slugs = [...Object.values(body.menus), body.header.links].flatMap(internalSlugs);
      expect(slugs).toContain(ABOUT[locale]);
      for (const slug of slugs) expect((await callPage(cms, locale, slug)).status, slug).toBe(200);
      const burger = body.menus.burger.find((l) => l.submenu);
      expect(burger?.sublinks.some((s) => s.external_link && s.url?.startsWith('https://'))).toBe(true);
      expect(body.trads['lang.de']).toBe('Deutsch');
    });

    it('sends every translation key, in the requested language', async () => {
      for (const locale of ['fr', 'en', 'es', 'de'] as const) {
        const { trads } = GlobalResponseSchema.parse(await json(await callGlobal(cms, locale)));
        expect(Object.keys(trads).sort()).toEqual([...TRAD_KEYS].sort());
        expect(trads).toEqual(DEFAULT_TRADS[locale]);
      }
    });

    it('serves a know-more block: its cards, their links and pictures', async () => {
      const page = PageResponseSchema.parse(await json(await callPage(cms, 'de', 'nos-formations')));
      const block = page.content.find((b) => b.blockType === 'knowMore');
      expect(block).toMatchObject({ blockType: 'knowMore', title: 'Mehr erfahren' });
      if (block?.blockType !== 'knowMore') throw new Error('no know-more block');
      expect(block.items.map((item) => item.url)).toEqual([
        '/blog',
        '/nos-offres',
        'https://www.francecompetences.fr/',
      ]);
      expect(block.items.every((item) => item.image?.url.startsWith('/api/media/file/'))).toBe(true);
    });

    it('serves a page by its slug in each language, with its translations', async () => {
      for (const [locale, slug] of Object.entries(ABOUT)) {
        const page = PageResponseSchema.parse(await json(await callPage(cms, locale, slug)));
        expect(page.slug).toBe(slug);
        expect(page.translations).toEqual(
          Object.entries(ABOUT)
            .filter(([l]) => l !== locale)
            .map(([lang, s]) => ({ lang, slug: s })),
        );
        const text = page.content.find((b) => b.blockType === 'text');
        expect(text?.blockType === 'text' && text.paragraphs.length).toBe(2);
        expect(page.content.find((b) => b.blockType === 'image')).toBeTruthy();
      }
      const home = PageResponseSchema.parse(await json(await callPage(cms, 'de', 'home')));
      expect(home.template).toBe('index');
      expect(home.seo.image?.url).toMatch(/^\/api\/media\/file\//);
    });

    it('serves the whistleblowing policy in each language, where the whistleblowing text links', async () => {
      for (const [locale, slug] of Object.entries(POLICY)) {
        const page = PageResponseSchema.parse(await json(await callPage(cms, locale, slug)));
        expect(page.translations).toEqual(
          Object.entries(POLICY)
            .filter(([l]) => l !== locale)
            .map(([lang, s]) => ({ lang, slug: s })),
        );
        // Who, what, how, confidentiality, the code, retention, retaliation, external channels.
        expect(page.content.filter((b) => b.blockType === 'text').length).toBeGreaterThanOrEqual(8);
        expect(JSON.stringify(page.content)).toContain('Défenseur des droits');
        const contact = FormDefinitionSchema.parse(await json(await callForm(cms, locale, 'contact')));
        const text = contact.fields.find((f) => f.name === 'subsidiary')?.messageIfSnowden ?? '';
        expect(trailingSitePath(text)?.path, locale).toBe(`/${slug}`);
      }
    });

    it('answers 404 JSON without a stack for an unknown slug or locale', async () => {
      const cases = [
        await callPage(cms, 'fr', 'nope'),
        await callPage(cms, 'en', ABOUT.fr), // a French slug is not an English one
        await callPage(cms, 'it', 'home'),
        await callGlobal(cms, 'xx'),
      ];
      for (const response of cases) {
        expect(response.status).toBe(404);
        const text = await response.text();
        expect(text).not.toMatch(/stack|at .+\(/i);
        ErrorResponseSchema.parse(JSON.parse(text));
      }
      const body = ErrorResponseSchema.parse(await json(await callPage(cms, 'fr', 'nope')));
      expect(body.errors.slug).toBe('Not found');
      const other = cms.routes.other();
      expect(other.status).toBe(404);
      ErrorResponseSchema.parse(await json(other));
    });

    it('shows an edit at once and tells the website to revalidate', async () => {
      const { docs } = await cms.payload.find({
        collection: 'pages',
        locale: 'en',
        where: { slug: { equals: 'about-us' } },
      });
      await cms.payload.update({
        collection: 'pages',
        id: docs[0]!.id,
        locale: 'en',
        data: { title: 'Who we are' },
      });
      const page = PageResponseSchema.parse(await json(await callPage(cms, 'en', 'about-us')));
      expect(page.title).toBe('Who we are');
      const fr = PageResponseSchema.parse(await json(await callPage(cms, 'fr', ABOUT.fr)));
      expect(fr.title).toBe('Qui sommes-nous ?');

      await cms.payload.updateGlobal({
        slug: 'burger-content',
        data: { discordUrl: 'https://discord.gg/new' },
      });
      const global = GlobalResponseSchema.parse(await json(await callGlobal(cms, 'en')));
      expect(global.burger.discord_url).toBe('https://discord.gg/new');

      await expect.poll(() => cms.web.calls.length, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
      // That page in each language (their hreflang lists each other), and the menus that show
      // its title; not every page.
      const aboutTags = [
        'page:fr:qui-sommes-nous',
        'page:en:about-us',
        'page:es:quienes-somos',
        'page:de:uber-uns',
      ];
      expect(cms.web.calls[0]).toEqual({ secret: 'test-secret', tags: [...aboutTags, 'global'] });
      expect(cms.web.calls[1]).toEqual({ secret: 'test-secret', tags: ['global'] });
    });

    it('tells the website of a page edit with that page only; a rename also drops the old address', async () => {
      const { docs } = await cms.payload.find({
        collection: 'pages',
        locale: 'en',
        where: { slug: { equals: 'about-us' } },
      });
      const id = docs[0]!.id;
      const told = async (edit: () => Promise<unknown>) => {
        const before = cms.web.calls.length;
        await edit();
        await expect.poll(() => cms.web.calls.length, { timeout: 5000 }).toBe(before + 1);
        return cms.web.calls[before]!.tags;
      };
      const aboutTags = ['page:fr:qui-sommes-nous', 'page:es:quienes-somos', 'page:de:uber-uns'];
      // A change the menus do not show: that page alone.
      expect(
        await told(() =>
          cms.payload.update({
            collection: 'pages',
            id,
            locale: 'en',
            data: { seo: { description: 'Us.' } },
          }),
        ),
      ).toEqual(['page:fr:qui-sommes-nous', 'page:en:about-us', 'page:es:quienes-somos', 'page:de:uber-uns']);
      // A rename: the new and the old address, and the menus that link to it.
      const renamed = await told(() =>
        cms.payload.update({ collection: 'pages', id, locale: 'en', data: { slug: 'who-we-are' } }),
      );
      expect(renamed.sort()).toEqual(
        [...aboutTags, 'page:en:who-we-are', 'page:en:about-us', 'global'].sort(),
      );
      await told(() =>
        cms.payload.update({ collection: 'pages', id, locale: 'en', data: { slug: 'about-us' } }),
      );
    });

    it('lets editors change content, and recruiters only read it', async () => {
      const create = (email: string, roles: ('editor' | 'recruiter')[]) =>
        cms.payload.create({ collection: 'users', data: { email, password: 'pw-123456789', roles } });
      const editor = await create(`editor-${name}@test.localhost`, ['editor']);
      const recruiter = await create(`recruiter-${name}@test.localhost`, ['recruiter']);
      const asUser = (user: typeof editor) => ({
        user: { ...user, collection: 'users' as const },
        overrideAccess: false,
      });
      const { docs } = await cms.payload.find({ collection: 'pages', limit: 1 });
      const id = docs[0]!.id;

      await expect(
        cms.payload.update({ collection: 'pages', id, data: { template: 'default' }, ...asUser(editor) }),
      ).resolves.toBeTruthy();
      await expect(
        cms.payload.update({ collection: 'pages', id, data: { template: 'default' }, ...asUser(recruiter) }),
      ).rejects.toThrow();
      await expect(cms.payload.find({ collection: 'pages', ...asUser(recruiter) })).resolves.toBeTruthy();
      await expect(create(`x-${name}@test.localhost`, ['editor']).then(() => 'ok')).resolves.toBe('ok');
      await expect(
        cms.payload.create({
          collection: 'users',
          data: { email: 'y@test.localhost', password: 'pw-123456789', roles: ['admin'] },
          ...asUser(editor),
        }),
      ).rejects.toThrow();
    });

    it('publishes the OpenAPI document of every route', async () => {
      const doc = (await json(cms.routes.openapi())) as { paths: Record<string, unknown> };
      // Every route handler under app/wp-json, but the catch-all 404 and the document itself.
      const root = fileURLToPath(new URL('../../src/app/wp-json', import.meta.url));
      const routes = fs
        .readdirSync(root, { recursive: true, encoding: 'utf8' })
        .filter((file) => path.basename(file) === 'route.ts')
        .map((file) => `/wp-json/${path.dirname(file).replace(/\[(\w+)\]/g, '{$1}')}`)
        .filter((route) => !route.includes('[...') && !route.endsWith('openapi.json'));
      expect(Object.keys(doc.paths).sort()).toEqual(routes.sort());
      expect(routes).toContain('/wp-json/api/appskills');
    });

    describeForms(() => cms);
    describeSubmissions(() => cms, name);
    describeDay(() => cms, name);
    describeConsent(() => cms);
    describeUploads(() => cms);
    describeMail(() => cms, name);
    describeOffers(() => cms, name);
    describePosts(() => cms);
    describeSubsidiaries(() => cms);
    describeSitemap(() => cms);
    describeHome(() => cms);
    describeDrafts(() => cms);
    describeMedia(() => cms);
    describeTranslations(() => cms);
    describeApplications(() => cms, name);
    describeSkills(() => cms, name);
    describeTrust(() => cms, name);
    describeWhistleblowing(() => cms, name);
    describeWhistleblowingChoice(() => cms, name);
    describeReportAccess(() => cms, name);
    describeInternalAccess(() => cms, name);
    describeLoginLimits(() => cms, name);
    describeStaffAccounts(() => cms, name);
    describeLeaks(() => cms, name);
    describeVisitorText(() => cms, name);
    // Last: they move the clock months ahead.
    describeCandidatesData(() => cms, name);
    describeSubmissionsRetention(() => cms, name);
  });
}
