import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultMessage } from '@dav/rules';
import type { Cms } from './boot';
import {
  MARKUP,
  REQUIRED,
  EMAIL,
  FORMAT,
  SIZE,
  postContact,
  postCoworking,
  visitor,
  pdf,
  candidate,
  coworking,
  expectErrors,
  expectSuccess,
  type Fields,
} from './submission-fixtures';

/** Submissions through the route handlers (one database). */
export function describeSubmissions(getCms: () => Cms, suite: string) {
  describe('submissions', () => {
    type User = Awaited<ReturnType<Cms['payload']['create']>> & { id: number };
    const users: Record<'admin' | 'editor' | 'recruiter' | 'compliance', User> = {} as never;
    const as = (role: keyof typeof users) => ({
      user: { ...users[role], collection: 'users' as const },
      overrideAccess: false,
    });

    const all = async (collection: 'contact-requests' | 'whistleblowing-reports' | 'coworking-requests') =>
      (await getCms().payload.find({ collection, pagination: false, depth: 0 })).docs;
    type Doc = { id: number; values: unknown; createdAt: string; [key: string]: unknown };
    const byLastname = async (collection: Parameters<typeof all>[0], lastname: string): Promise<Doc[]> =>
      ((await all(collection)) as unknown as Doc[]).filter(
        (doc) => (doc.values as Record<string, unknown>).lastname === lastname,
      );

    beforeAll(async () => {
      for (const role of ['admin', 'editor', 'recruiter', 'compliance'] as const) {
        users[role] = (await getCms().payload.create({
          collection: 'users',
          data: {
            email: `sub-${role}-${suite.toLowerCase()}@test.localhost`,
            password: 'pw-123456789',
            roles: [role],
          },
        })) as User;
      }
    });
    afterAll(() => {
      delete process.env.SUBMIT_MAX_BYTES;
    });

    it('stores a valid contact request with only its visible fields, readable by admins, editors and recruiters', async () => {
      const cms = getCms();
      const response = await postContact(cms, 'fr', {
        ...visitor('Lovelace'),
        company: 'hidden for visitors',
        website: '',
      });
      await expectSuccess(response);
      const [doc] = await byLastname('contact-requests', 'Lovelace');
      expect(doc).toMatchObject({ youare: 'visiteur', locale: 'fr', userAgent: 'vitest-browser/1.0' });
      expect(doc!.ip).toMatch(/^10\.1\./);
      expect(doc!.createdAt).toBeTruthy();
      expect(doc!.values).toEqual(visitor('Lovelace'));
      const read = (role: keyof typeof users) =>
        cms.payload.findByID({ collection: 'contact-requests', id: doc!.id, ...as(role) }).then(() => 'ok');
      await expect(read('admin')).resolves.toBe('ok');
      await expect(read('recruiter')).resolves.toBe('ok');
      await expect(read('editor')).resolves.toBe('ok');
      await expect(read('compliance')).rejects.toThrow();
    });

    it('files a whistleblowing report apart, without IP or user agent, for the compliance role only', async () => {
      const cms = getCms();
      const report = {
        youare: 'snowden',
        company: 'ACME',
        subsidiary: 'dav-lyon',
        firstname: 'E',
        lastname: 'Snowden',
        email: 'e@example.com',
        message: 'Fraud',
      };
      // Its sender alone gets a receipt code (docs/product.md#whistleblowing-follow-up).
      const code = await expectSuccess(
        await postContact(cms, 'en', { ...report, job: 'finance', city: 'Lyon' }),
      );
      expect(code).toMatch(/^\d{16}$/);
      expect(await byLastname('contact-requests', 'Snowden')).toEqual([]);
      const [doc] = await byLastname('whistleblowing-reports', 'Snowden');
      expect(doc).toMatchObject({ subsidiary: 'dav-lyon', locale: 'en' });
      expect(doc!.values).toEqual(report); // job and city are hidden for snowden: dropped
      expect(JSON.stringify(doc)).not.toMatch(/vitest-browser|10\.1\./);
      expect(Object.keys(doc!)).not.toEqual(expect.arrayContaining(['ip']));
      for (const role of ['editor', 'admin', 'recruiter'] as const) {
        await expect(
          cms.payload.find({ collection: 'whistleblowing-reports', ...as(role) }),
        ).rejects.toThrow();
      }
      const seen = await cms.payload.find({ collection: 'whistleblowing-reports', ...as('compliance') });
      expect(seen.docs.map((d) => d.id)).toContain(doc!.id);
    });

    it.each(['fr', 'en'] as const)(
      'answers 422 with the SPEC message, in %s, for each required field missing',
      async (locale) => {
        const cms = getCms();
        const full = visitor('Required');
        for (const name of ['job', 'city', 'subject0', 'firstname', 'lastname', 'email', 'message']) {
          const { [name]: _dropped, ...rest } = full;
          const errors = await expectErrors(await postContact(cms, locale, rest), 422);
          expect(errors, name).toEqual({ [name]: REQUIRED[locale] });
        }
        const errors = await expectErrors(await postContact(cms, locale, { ...full, youare: '' }), 422);
        expect(errors.youare).toBe(REQUIRED[locale]);
        const blank = await expectErrors(await postContact(cms, locale, { ...full, firstname: '   ' }), 422);
        expect(blank).toEqual({ firstname: REQUIRED[locale] });
        expect(await byLastname('contact-requests', 'Required')).toEqual([]);
      },
    );

    it('refuses a malformed e-mail, in the path’s language', async () => {
      const cms = getCms();
      for (const locale of ['fr', 'en'] as const) {
        const errors = await expectErrors(
          await postContact(cms, locale, { ...visitor('Mail'), email: 'ada@' }),
          422,
        );
        expect(errors).toEqual({ email: EMAIL[locale] });
      }
      const es = await expectErrors(await postContact(cms, 'es', { ...visitor('Mail'), email: 'nope' }), 422);
      expect(es.email).toBe(defaultMessage('email', 'es'));
    });

    it('checks the CV: extension, content and size; stores it privately with a random name', async () => {
      const cms = getCms();
      const wrongExt = await expectErrors(
        await postContact(cms, 'en', candidate('Cv', pdf(100, 'cv.exe'))),
        422,
      );
      expect(wrongExt).toEqual({ cv: FORMAT });
      const exe = new Uint8Array(2048).fill(0);
      exe.set([0x4d, 0x5a, 0x90, 0x00]); // "MZ": a Windows executable
      const renamed = await expectErrors(
        await postContact(cms, 'en', candidate('Cv', new File([exe], 'cv.pdf'))),
        422,
      );
      expect(renamed).toEqual({ cv: FORMAT });
      const tooBig = await expectErrors(await postContact(cms, 'en', candidate('Cv', pdf(1_000_001))), 422);
      expect(tooBig).toEqual({ cv: SIZE });
      const missing = await expectErrors(
        await postContact(cms, 'fr', { ...candidate('Cv', pdf(10)), cv: new File([], '') }),
        422,
      );
      expect(missing).toEqual({ cv: REQUIRED.fr });
      expect(await byLastname('contact-requests', 'Cv')).toEqual([]);

      await expectSuccess(await postContact(cms, 'en', candidate('Cv', pdf(1_000_000, 'Mon CV.PDF'))));
      const [doc] = await byLastname('contact-requests', 'Cv');
      const stored = (doc!.values as Record<string, { file: number; name: string; size: number }>).cv!;
      expect(stored).toMatchObject({ name: 'Mon CV.PDF', size: 1_000_000 });
      expect(doc!.files).toEqual([stored.file]);
      const file = await cms.payload.findByID({ collection: 'submission-files', id: stored.file });
      expect(file).toMatchObject({ kind: 'contact', originalName: 'Mon CV.PDF', filesize: 1_000_000 });
      expect(file.filename).toMatch(/^[0-9a-f-]{36}\.pdf$/);
      const dir = path.join(process.env.CMS_DATA_DIR!, 'private-files');
      expect(fs.statSync(path.join(dir, file.filename!)).size).toBe(1_000_000);
      expect(fs.existsSync(path.join(process.env.MEDIA_DIR!, file.filename!))).toBe(false);
      const read = (role: keyof typeof users) =>
        cms.payload
          .find({ collection: 'submission-files', where: { id: { equals: file.id } }, ...as(role) })
          .then(
            (r) => r.docs.length,
            () => 0,
          );
      expect(await read('recruiter')).toBe(1);
      expect(await read('admin')).toBe(1);
      expect(await read('editor')).toBe(0);
      expect(await read('compliance')).toBe(0);
    });

    it('stores an image CV, and refuses a corrupt one whose header only looks like a PNG', async () => {
      const cms = getCms();
      const { default: sharp } = await import('sharp');
      const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
        .png()
        .toBuffer();
      await expectSuccess(
        await postContact(cms, 'en', candidate('Png', new File([new Uint8Array(png)], 'photo.png'))),
      );
      const fake = new Uint8Array(64).fill(1);
      fake.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      const response = await postContact(cms, 'en', candidate('FakePng', new File([fake], 'cv.png')));
      // The picture is decoded (and re-encoded) before anything is stored: a header alone is not one.
      expect(await expectErrors(response, 422)).toEqual({ cv: FORMAT });
      expect(await byLastname('contact-requests', 'Png')).toHaveLength(1);
      expect(await byLastname('contact-requests', 'FakePng')).toEqual([]);
    });

    it('stores submission and file in one transaction: a failure leaves neither row nor file', async () => {
      const cms = getCms();
      const { storeSubmission } = await import('@/submissions/store');
      const { inspectUpload } = await import('@/files/inspect-upload');
      const dir = path.join(process.env.CMS_DATA_DIR!, 'private-files');
      const filesBefore = fs.readdirSync(dir).length;
      const rowsBefore = (await cms.payload.count({ collection: 'submission-files' })).totalDocs;
      const inspection = await inspectUpload(new Uint8Array(await pdf(1000).arrayBuffer()), 'cv.pdf', '');
      if (!inspection.ok) throw new Error(inspection.reason);
      const files = new Map([['cv', inspection.file]]);
      const destination = {
        collection: 'contact-requests',
        youare: 'candidate',
        ip: '',
        userAgent: '',
      } as const;
      // 'xx' is no locale: the request row fails validation after the file row was written.
      await expect(
        storeSubmission(cms.payload, destination, 'xx' as 'fr', { cv: { name: 'cv.pdf', size: 100 } }, files),
      ).rejects.toThrow();
      expect((await cms.payload.count({ collection: 'submission-files' })).totalDocs).toBe(rowsBefore);
      expect(fs.readdirSync(dir)).toHaveLength(filesBefore);
    });

    it('stores markup verbatim as text and answers plain JSON', async () => {
      const cms = getCms();
      const fields: Fields = {
        ...visitor(MARKUP),
        company: MARKUP,
        city: MARKUP,
        firstname: MARKUP,
        message: MARKUP,
        phone: MARKUP,
        youare: 'customer',
        subject0: 'contact',
        who: MARKUP,
      };
      await expectSuccess(await postContact(cms, 'fr', fields));
      const [doc] = await byLastname('contact-requests', MARKUP);
      const {
        job: _job,
        email: _email,
        subject0: _subject,
        youare: _youare,
        ...texts
      } = doc!.values as Record<string, string>;
      expect(Object.keys(texts).sort()).toEqual([
        'city',
        'company',
        'firstname',
        'lastname',
        'message',
        'phone',
        'who',
      ]);
      for (const value of Object.values(texts)) expect(value).toBe(MARKUP);

      const invalid = await postContact(cms, 'fr', { ...fields, email: MARKUP });
      expect(invalid.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await expectErrors(invalid, 422)).toEqual({ email: EMAIL.fr });
    });

    it('answers 404 JSON for an unknown form or locale, and 405 to a GET of form-coworking', async () => {
      const cms = getCms();
      await expectErrors(await postContact(cms, 'fr', visitor('Nope'), {}, 'nope'), 404);
      await expectErrors(await postContact(cms, 'fr', visitor('Nope'), {}, 'coworking'), 404);
      await expectErrors(await postContact(cms, 'it', visitor('Nope')), 404);
      await expectErrors(await postCoworking(cms, 'xx', coworking('Nope')), 404);
      await expectErrors(cms.routes.coworkingGet(), 405);
      expect(await byLastname('contact-requests', 'Nope')).toEqual([]);
    });

    it('answers 429 with Retry-After after 5 posts a minute from one address', async () => {
      const cms = getCms();
      const ip = '192.0.2.77';
      for (let i = 0; i < 5; i++)
        await expectErrors(await postContact(cms, 'fr', { youare: 'visiteur' }, { ip }), 422);
      const flooded = await postContact(cms, 'fr', visitor('Flood'), { ip });
      await expectErrors(flooded.clone(), 429);
      expect(Number(flooded.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      // Per form: the coworking form still takes this address.
      await expectSuccess(await postCoworking(cms, 'fr', coworking('FloodOther'), { ip }));
      expect(await byLastname('contact-requests', 'Flood')).toEqual([]);
    });

    it('limits a caller who reaches the CMS directly by its connection, whatever X-Forwarded-For it sends', async () => {
      const cms = getCms();
      const direct = { peer: '198.51.100.7' };
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++)
        statuses.push(
          (await postContact(cms, 'fr', visitor(`Direct${i}`), { direct, ip: `203.0.113.${i + 1}` })).status,
        );
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      // The address kept is the connection's, not the one the caller wrote.
      const [doc] = await byLastname('contact-requests', 'Direct0');
      expect(doc!.ip).toBe('198.51.100.7');
    });

    it("believes the site's address only with its signature, and a proxy's only when it is trusted", async () => {
      const cms = getCms();
      const forged = { 'x-dav-visitor-address': '203.0.113.50', 'x-dav-visitor-signature': 'AAAA' };
      await expectSuccess(
        await postContact(cms, 'fr', visitor('Forged'), {
          direct: { peer: '198.51.100.8' },
          headers: forged,
        }),
      );
      expect((await byLastname('contact-requests', 'Forged'))[0]!.ip).toBe('198.51.100.8');
      // Loopback earns no trust by default …
      await expectSuccess(
        await postContact(cms, 'fr', visitor('Loopback'), {
          direct: { peer: '::ffff:127.0.0.1' },
          ip: '6.6.6.6',
        }),
      );
      expect((await byLastname('contact-requests', 'Loopback'))[0]!.ip).toBe('127.0.0.1');
      // … a configured proxy does: the entry it appended, not what its client wrote before.
      process.env.TRUSTED_PROXIES = '198.51.100.9';
      try {
        await expectSuccess(
          await postContact(cms, 'fr', visitor('Proxied'), {
            direct: { peer: '198.51.100.9' },
            ip: '6.6.6.6, 203.0.113.60',
          }),
        );
      } finally {
        delete process.env.TRUSTED_PROXIES;
      }
      expect((await byLastname('contact-requests', 'Proxied'))[0]!.ip).toBe('203.0.113.60');
    });

    it('refuses a foreign, null or missing Origin with 403', async () => {
      const cms = getCms();
      for (const origin of [
        'https://evil.example',
        'null',
        null,
        'http://fr.localhost.evil.example',
        'file:///x',
      ]) {
        await expectErrors(await postContact(cms, 'fr', visitor('Origin'), { origin }), 403);
      }
      await expectSuccess(
        await postContact(cms, 'fr', visitor('OriginOk'), { origin: 'https://preprod-en.localhost:8443' }),
      );
      expect(await byLastname('contact-requests', 'Origin')).toEqual([]);
    });

    it('pretends success to bots (honeypot, too fast) and stores nothing', async () => {
      const cms = getCms();
      await expectSuccess(
        await postContact(cms, 'fr', { ...visitor('Bot'), website: 'http://spam.example' }),
      );
      await expectSuccess(await postContact(cms, 'fr', visitor('Bot'), { age: 500 }));
      await expectSuccess(await postContact(cms, 'fr', { ...visitor('Bot'), youare: '' }, { age: 100 }));
      await expectSuccess(await postCoworking(cms, 'fr', { ...coworking('Bot'), website: 'x' }));
      expect(await byLastname('contact-requests', 'Bot')).toEqual([]);
      expect(await byLastname('coworking-requests', 'Bot')).toEqual([]);
    });

    it('answers 413 to a body over the limit, declared or streamed', async () => {
      const cms = getCms();
      const declared = await postContact(cms, 'fr', visitor('Big'), {
        headers: { 'content-length': String(6 * 1024 * 1024) },
      });
      await expectErrors(declared, 413);
      const streamed = await postContact(cms, 'fr', {
        ...visitor('Big'),
        message: 'x'.repeat(5 * 1024 * 1024 + 1),
      });
      await expectErrors(streamed, 413);
      expect(await byLastname('contact-requests', 'Big')).toEqual([]);
    });

    it('stores a valid coworking request, for admins and editors, and checks the number of people and the count', async () => {
      const cms = getCms();
      await expectSuccess(await postCoworking(cms, 'de', coworking('Hopper')));
      const [doc] = await byLastname('coworking-requests', 'Hopper');
      expect(doc).toMatchObject({ locale: 'de', userAgent: 'vitest-browser/1.0' });
      expect(doc!.values).toEqual(coworking('Hopper'));
      const read = (role: keyof typeof users) =>
        cms.payload.findByID({ collection: 'coworking-requests', id: doc!.id, ...as(role) }).then(() => 'ok');
      await expect(read('admin')).resolves.toBe('ok');
      await expect(read('editor')).resolves.toBe('ok');
      await expect(read('recruiter')).rejects.toThrow();
      await expect(read('compliance')).rejects.toThrow();
      for (const people of ['0', '101', 'abc']) {
        const errors = await expectErrors(
          await postCoworking(cms, 'fr', { ...coworking('People'), 'nb-people': people }),
          422,
        );
        expect(errors).toEqual({
          'nb-people': defaultMessage('wholeNumberRange', 'fr', { min: 1, max: 100 }),
        });
      }
      const count = await expectErrors(
        await postCoworking(cms, 'en', { ...coworking('People'), 'nb-week': '13' }),
        422,
      );
      expect(Object.keys(count)).toEqual(['nb-week']);
      const missing = await expectErrors(
        await postCoworking(cms, 'en', { ...coworking('People'), date: '' }),
        422,
      );
      expect(missing).toEqual({ date: REQUIRED.en });
      expect(await byLastname('coworking-requests', 'People')).toEqual([]);
    });
  });
}
