import { describe, expect, it } from 'vitest';
import { DayResponseSchema, isSlug, LOCALES, type DayResponse } from '@dav/contract';
import { DAY_BASKET_MESSAGES, DAY_TIME_ORDER_MESSAGE, defaultMessage } from '@dav/rules';
import type { Cms } from './boot';
import { json } from './requests';
import {
  arrivalDate,
  expectErrors,
  expectSuccess,
  postContact,
  REQUIRED,
  type Fields,
} from './submission-fixtures';

function callDay(cms: Cms, locale: string) {
  const request = new Request(`http://fr.localhost:3000/wp-json/api/${locale}/day-at-dav`);
  return cms.routes.day(request, { params: Promise.resolve({ locale }) });
}

const booking = (lastname: string, basket: string[]): Fields => ({
  firstname: 'Katherine',
  lastname,
  email: 'katherine@example.com',
  phone: '+33 4 72 00 00 00',
  company: 'NASA',
  people: '12',
  date: arrivalDate(),
  timestart: '09:30',
  timeend: '17:00',
  basket,
});

/** The day-at-DAV content route and its booking (docs/product.md#a-day-at-dav), against one database. */
export function describeDay(getCms: () => Cms, suite: string) {
  describe('a day at DAV', () => {
    const content = async (locale: string): Promise<DayResponse> => {
      const response = await callDay(getCms(), locale);
      expect(response.status).toBe(200);
      return DayResponseSchema.parse(await json(response));
    };

    it('serves the intro and the products in each language, with the same ids', async () => {
      const byLocale = await Promise.all(LOCALES.map(content));
      const [fr, en, es, de] = byLocale;
      expect(fr!.intro.title).toBe('Composez votre journée chez DAV');
      expect(en!.themes.map((p) => p.title)).toContain('Cybersecurity');
      expect(es!.lunches.map((p) => p.title)).toContain('Bufé lionés');
      expect(de!.goodies.map((p) => p.title)).toContain('DAV-Becher');
      for (const day of byLocale) {
        expect([day.themes.length, day.rooms.length, day.lunches.length, day.goodies.length]).toEqual([
          4, 3, 3, 3,
        ]);
        expect(day.themes.map((p) => p.id)).toEqual(fr!.themes.map((p) => p.id));
        expect(day.themes[0]!.image?.url).toMatch(/^\/api\/media\/file\/day-.+\.webp$/);
      }
      expect(fr!.rooms.map((p) => p.price_per_day)).toEqual([450, 250, 320]);
      expect(fr!.themes[0]!.price_per_day).toBeNull();
    });

    it('gives each product a slug per language, made from its title, unique, with its other languages', async () => {
      const byLocale = await Promise.all(LOCALES.map(content));
      for (const day of byLocale) {
        const slugs = [...day.themes, ...day.rooms, ...day.lunches, ...day.goodies].map((p) => p.slug);
        expect(slugs.every(isSlug)).toBe(true);
        expect(new Set(slugs).size).toBe(slugs.length);
      }
      const [fr, en, es, de] = byLocale;
      expect(fr!.themes.map((p) => p.slug)).toEqual([
        'innovation',
        'cybersecurite',
        'donnees-et-ia',
        'cohesion-d-equipe',
      ]);
      expect([fr, en, es, de].map((day) => day!.rooms[0]!.slug)).toEqual([
        'salle-agora',
        'agora-room',
        'sala-agora',
        'raum-agora',
      ]);
      expect(de!.goodies[0]!.slug).toBe('dav-becher');
      expect(fr!.rooms[0]!.translations).toEqual([
        { lang: 'en', slug: 'agora-room' },
        { lang: 'es', slug: 'sala-agora' },
        { lang: 'de', slug: 'raum-agora' },
      ]);
      expect(en!.lunches[1]!.translations).toContainEqual({ lang: 'fr', slug: 'plateau-vegetarien' });
    });

    it('normalises a typed slug, makes an emptied one from the title again, and refuses a duplicate', async () => {
      const { payload } = getCms();
      const read = () => payload.findGlobal({ slug: 'day-at-dav', locale: 'en', depth: 0 });
      const withThemeSlugs = async (slugs: (string | null)[]) => {
        const themes = (await read()).themes!.map((row, i) => ({ ...row, slug: slugs[i] ?? row.slug }));
        return payload.updateGlobal({ slug: 'day-at-dav', locale: 'en', data: { themes }, depth: 0 });
      };
      const saved = await withThemeSlugs([null, null, '  Data & AI Lab ']);
      expect(saved.themes![2]!.slug).toBe('data-ai-lab');
      expect((await content('en')).themes[2]!.slug).toBe('data-ai-lab');
      expect((await content('fr')).themes[2]!.slug).toBe('donnees-et-ia');

      const duplicate = (path: string) => ({
        data: {
          errors: expect.arrayContaining([
            expect.objectContaining({
              path,
              message:
                'Two products of the day have the slug “innovation” in this language: give one of them another slug.',
            }),
          ]),
        },
      });
      await expect(withThemeSlugs([null, 'innovation'])).rejects.toMatchObject(duplicate('themes.1.slug'));
      // A slug made from a title counts too: a second "Innovation" row cannot be saved.
      const themes = (await read()).themes!;
      await expect(
        payload.updateGlobal({
          slug: 'day-at-dav',
          locale: 'en',
          data: { themes: [...themes, { title: 'Innovation', text: 'Again.' }] },
        }),
      ).rejects.toMatchObject(duplicate('themes.4.slug'));
      // The same slug in two languages is no duplicate; the refused saves changed nothing.
      expect((await content('fr')).themes[0]!.slug).toBe('innovation');
      expect((await content('en')).themes.map((p) => p.slug)).toEqual([
        'innovation',
        'cybersecurity',
        'data-ai-lab',
        'team-building',
      ]);

      const restored = await withThemeSlugs([null, null, '']);
      expect(restored.themes![2]!.slug).toBe('data-and-ai');
    });

    it('answers 404 JSON for an unknown language and 405 to a POST', async () => {
      const response = await callDay(getCms(), 'it');
      expect(response.status).toBe(404);
      expect(await json(response)).toEqual({ errors: { locale: 'Not found' } });
      const { POST } = await import('@/app/wp-json/api/[locale]/day-at-dav/route');
      expect((await POST()).status).toBe(405);
    });

    it('stores a valid booking with its basket as staff read it, for admins and editors', async () => {
      const cms = getCms();
      const day = await content('en');
      const [theme, otherTheme] = day.themes;
      const room = day.rooms[1]!;
      const lunch = day.lunches[0]!;
      const goodie = day.goodies[2]!;
      const basket = [
        `${theme!.id}:1`,
        `${otherTheme!.id}:1`,
        `${room.id}:1.5`,
        `${lunch.id}:12`,
        `${goodie.id}:30`,
      ];
      await expectSuccess(await postContact(cms, 'en', booking(`Johnson${suite}`, basket), {}, 'day'));
      const { docs } = await cms.payload.find({ collection: 'day-requests', pagination: false, depth: 0 });
      const doc = docs.find((d) => (d.values as Record<string, unknown>).lastname === `Johnson${suite}`);
      expect(doc).toMatchObject({ locale: 'en', userAgent: 'vitest-browser/1.0' });
      expect((doc!.values as Record<string, unknown>).basket).toEqual([
        `${theme!.title} × 1 [${theme!.id}]`,
        `${otherTheme!.title} × 1 [${otherTheme!.id}]`,
        `${room.title} × 1.5 [${room.id}]`,
        `${lunch.title} × 12 [${lunch.id}]`,
        `${goodie.title} × 30 [${goodie.id}]`,
      ]);
      const { docs: mails } = await cms.payload.find({
        collection: 'payload-jobs',
        pagination: false,
        where: { queue: { equals: 'mail' } },
      });
      const team = mails
        .map((job) => JSON.stringify(job.input))
        .find((input) => input.includes(`Johnson${suite}`) && input.includes('coworking@dav.localhost'));
      expect(team).toContain('New “A day at DAV” booking');
      const users = await cms.payload.find({
        collection: 'users',
        where: { roles: { contains: 'recruiter' } },
      });
      const recruiter = users.docs[0];
      if (recruiter)
        await expect(
          cms.payload.findByID({
            collection: 'day-requests',
            id: doc!.id,
            user: { ...recruiter, collection: 'users' },
            overrideAccess: false,
          }),
        ).rejects.toThrow();
    });

    it('refuses, in the path’s language, a basket the CMS cannot stand behind, and stores nothing', async () => {
      const cms = getCms();
      const day = await content('fr');
      const theme = `${day.themes[0]!.id}:1`;
      const cases: [string[], keyof typeof DAY_BASKET_MESSAGES][] = [
        [[theme, 'aaaaaaaaaaaaaaaaaaaaaaaa:1'], 'unknownProduct'],
        [[theme, `${day.goodies[0]!.id}:0`], 'quantity'],
        [[theme, `${day.goodies[0]!.id}:2.5`], 'quantity'],
        [[theme, `${day.rooms[0]!.id}:0.25`], 'quantity'],
        [[theme, `${day.goodies[0]!.id}:-3`], 'invalid'],
        [[`${day.goodies[0]!.id}:3`], 'theme'],
        [[theme, `${day.rooms[0]!.id}:1`, `${day.rooms[1]!.id}:1`], 'room'],
      ];
      for (const [basket, error] of cases) {
        const errors = await expectErrors(
          await postContact(cms, 'fr', booking('Refused', basket), {}, 'day'),
          422,
        );
        expect(errors).toEqual({ basket: DAY_BASKET_MESSAGES[error].fr });
      }
      for (const people of ['0', '100', '2.5', 'abc']) {
        const errors = await expectErrors(
          await postContact(cms, 'en', { ...booking('Refused', [theme]), people }, {}, 'day'),
          422,
        );
        expect(errors).toEqual({ people: defaultMessage('wholeNumberRange', 'en', { min: 1, max: 99 }) });
      }
      const times = await expectErrors(
        await postContact(
          cms,
          'de',
          { ...booking('Refused', [theme]), timestart: '15:00', timeend: '10:00' },
          {},
          'day',
        ),
        422,
      );
      expect(times).toEqual({ timeend: DAY_TIME_ORDER_MESSAGE.de });
      const missing = await expectErrors(
        await postContact(cms, 'en', { ...booking('Refused', [theme]), date: '' }, {}, 'day'),
        422,
      );
      expect(missing).toEqual({ date: REQUIRED.en });
      const { docs } = await cms.payload.find({ collection: 'day-requests', pagination: false, depth: 0 });
      expect(docs.filter((d) => (d.values as Record<string, unknown>).lastname === 'Refused')).toEqual([]);
    });
  });
}
