import { beforeAll, describe, expect, it } from 'vitest';
import { FormDefinitionSchema } from '@dav/contract';
import type { Cms } from './boot';
import { callForm, json } from './requests';
import { outcome, rest, restLogin } from './rest';
import { eventually, startSmtpServer } from './smtp';
import { expectErrors, expectSuccess, pdf, postContact, type Fields } from './submission-fixtures';

const DAY_MS = 86_400_000;

/** The seeded offer the applications go to (apps/cms/src/seed/content/offers.ts): two managers, two subsidiaries. */
const OFFER_SLUG = 'ingenieure-ingenieur-data-paris';

/**
 * The job and spontaneous applications (docs/product.md#applications), on one database:
 * their definitions, what is stored, and the 2-in-30-days limit.
 */
export function describeApplications(getCms: () => Cms, suite: string) {
  describe('applications', () => {
    let cms: Cms;
    let offer: { id: number; managers: number[]; subsidiaries: number[] };

    const apply = (email: string, extra: Fields = {}, locale = 'fr') =>
      postContact(
        cms,
        locale,
        {
          lastname: 'Lovelace',
          firstname: 'Ada',
          email,
          phone: '+33 6 12 34 56 78',
          cv: pdf(600),
          gender: 'woman',
          provenance: 'linkedIn',
          mobility: ['lyon', 'ile-de-france'],
          confidentiality: '/politique-de-confidentialite',
          youare: 'candidate',
          offer: OFFER_SLUG,
          subsidiary: 'dav-lyon',
          ...extra,
        },
        {},
        'application',
      );
    const applicationsOf = async (email: string) => {
      const { docs } = await cms.payload.find({
        collection: 'candidates',
        where: { email: { equals: email.trim().toLowerCase() } },
      });
      if (!docs[0]) return [];
      return (
        await cms.payload.find({
          collection: 'applications',
          where: { candidate: { equals: docs[0].id } },
          sort: 'createdAt',
          depth: 0,
        })
      ).docs;
    };

    beforeAll(async () => {
      cms = getCms();
      const { docs } = await cms.payload.find({
        collection: 'offers',
        locale: 'fr',
        where: { slug: { equals: OFFER_SLUG } },
        depth: 0,
      });
      const doc = docs[0]!;
      offer = {
        id: doc.id,
        managers: (doc.managers ?? []) as number[],
        subsidiaries: (doc.subsidiaries ?? []) as number[],
      };
    });

    it('serves both forms with every field, the privacy link of each language, 34 places to go', async () => {
      const fr = FormDefinitionSchema.parse(await json(await callForm(cms, 'fr', 'application')));
      expect(fr.fields.map((f) => f.name)).toEqual([
        'lastname',
        'firstname',
        'email',
        'phone',
        'cv',
        'gender',
        'provenance',
        'mobility',
        'confidentiality',
        'youare',
        '_labels',
        'offer',
        'subsidiary',
        '_managers_id',
        '_email_has_account',
        '_email_has_test',
        '_email_tests',
      ]);
      const en = FormDefinitionSchema.parse(await json(await callForm(cms, 'en', 'application')));
      const consent = (form: typeof fr) => form.fields.find((f) => f.name === 'confidentiality')!;
      expect(consent(fr).value).toBe('/politique-de-confidentialite');
      expect(consent(en).value).toBe('/privacy-policy');
      expect(consent(en).label).toBe('I accept the DAV privacy policy');
      expect(fr.fields.find((f) => f.name === 'gender')!.options.map((o) => o.value)).toEqual([
        'man',
        'woman',
        'non_binary',
        'no_answer',
      ]);
      const spontaneous = FormDefinitionSchema.parse(
        await json(await callForm(cms, 'de', 'spontaneous-application')),
      );
      const mobility = spontaneous.fields.find((f) => f.name === 'mobility')!.options;
      expect(mobility[0]).toMatchObject({ value: 'everywhere', label: 'Überall' });
      expect(mobility).toHaveLength(35);
      expect(mobility.map((o) => o.label)).toEqual(
        expect.arrayContaining([
          'Aix-En-Provence',
          'Brüssel',
          'Genf',
          'Île-de-France',
          'Lyon',
          'Madrid',
          'Montreal',
          'Toulouse',
        ]),
      );
      const expertise = spontaneous.fields.find((f) => f.name === 'expertise')!;
      expect(expertise.options.map((o) => o.value)).toEqual(
        expect.arrayContaining(['data-ai', 'cybersecurity']),
      );
    });

    it('stores a job application with its candidate, offer, chosen recruiter and subsidiary, and its CV', async () => {
      const email = `ada.${suite}@Example.com`;
      await expectSuccess(
        await apply(` ${email} `, { _managers_id: String(offer.managers[1]), subsidiary: 'dav-lyon' }),
      );
      const [application] = await applicationsOf(email);
      expect(application).toMatchObject({
        kind: 'job',
        status: 'new',
        offer: offer.id,
        manager: offer.managers[1],
        locale: 'fr',
      });
      const lyon = (
        await cms.payload.find({ collection: 'subsidiaries', where: { slug: { equals: 'dav-lyon' } } })
      ).docs[0]!;
      expect(application!.subsidiary).toBe(lyon.id);
      const file = await cms.payload.findByID({
        collection: 'submission-files',
        id: (application!.files as number[])[0]!,
      });
      expect(file).toMatchObject({ kind: 'application', originalName: 'cv.pdf' });
      const { docs } = await cms.payload.find({
        collection: 'candidates',
        where: { email: { equals: email.toLowerCase() } },
      });
      expect(docs[0]).toMatchObject({ lastname: 'Lovelace', firstname: 'Ada' });
    });

    it('mails the offer’s recruiters the application with the CV attached, and the candidate a receipt', async () => {
      const smtp = await startSmtpServer();
      process.env.SMTP_URL = smtp.url;
      try {
        const email = `mail.${suite}@example.com`;
        const cv = pdf(700);
        await expectSuccess(await apply(email, { cv }));
        const { docs } = await cms.payload.find({
          collection: 'managers',
          where: { id: { in: offer.managers } },
          depth: 0,
        });
        const recruiters = docs.flatMap((m) => (m.email ? [m.email] : []));
        expect(recruiters.length).toBeGreaterThan(0);
        const { runMailQueue } = await import('@/mail/runner');
        void runMailQueue(cms.payload);
        for (const recruiter of recruiters) {
          const message = await eventually(
            () => smtp.to(recruiter).find((m) => m.mail.replyTo?.text === email) ?? false,
            `the application to ${recruiter}`,
          );
          expect(message.mail.subject).toBe('Nouvelle candidature à une offre');
          expect(message.mail.text).toContain('Lovelace');
          expect(message.mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
            ['cv.pdf', 'application/pdf'],
          ]);
          expect(
            Buffer.compare(message.mail.attachments[0]!.content, Buffer.from(await cv.arrayBuffer())),
          ).toBe(0);
        }
        const [receipt] = await eventually(() => smtp.to(email).length > 0 && smtp.to(email), 'the receipt');
        expect(receipt!.mail.attachments).toEqual([]);
        expect(receipt!.mail.text).not.toContain('Lovelace');
      } finally {
        delete process.env.SMTP_URL;
        await smtp.close();
      }
    });

    it('keeps a recruiter and a subsidiary only if they are the offer’s own', async () => {
      const email = `grace.${suite}@example.com`;
      const stranger = (
        await cms.payload.create({
          collection: 'managers',
          data: { name: 'Not of this offer', position: 'manager', positionForm: 'masculine' },
        })
      ).id;
      await expectSuccess(await apply(email, { _managers_id: String(stranger), subsidiary: 'dav-montreal' }));
      const [application] = await applicationsOf(email);
      expect(application!.manager).toBe(offer.managers[0]);
      expect(application!.subsidiary).toBe(offer.subsidiaries[0]);
    });

    it('refuses a third job application within 30 days with 409 and stores nothing; a day later it passes', async () => {
      const email = `limit.${suite}@example.com`;
      await expectSuccess(await apply(email));
      await expectSuccess(await apply(email.toUpperCase()));
      const errors = await expectErrors(await apply(email), 409);
      expect(errors.email).toBe('Vous avez déjà candidaté à 2 offres au cours des 30 derniers jours.');
      expect(await applicationsOf(email)).toHaveLength(2);
      const en = await expectErrors(await apply(email, { offer: 'data-engineer-paris' }, 'en'), 409);
      expect(en.email).toBe('You have already applied for 2 jobs in the last 30 days...');

      // The first one 31 days old: one in the window, so a second passes.
      const [first] = await applicationsOf(email);
      await cms.payload.update({
        collection: 'applications',
        id: first!.id,
        data: { createdAt: new Date(Date.now() - 31 * DAY_MS).toISOString() },
      });
      await expectSuccess(await apply(email));
      expect(await applicationsOf(email)).toHaveLength(3);
    });

    it('answers 404 for an offer that is closed or unknown, and checks every field again', async () => {
      expect((await apply(`closed.${suite}@example.com`, { offer: 'ingenieur-reseaux-paris' })).status).toBe(
        404,
      );
      expect((await apply(`closed.${suite}@example.com`, { offer: '' })).status).toBe(404);
      const errors = await expectErrors(
        await apply(`bad.${suite}@example.com`, {
          mobility: ['everywhere', 'lyon'],
          gender: ['man', 'woman'],
          confidentiality: [],
        }),
        422,
      );
      expect(Object.keys(errors).sort()).toEqual(['confidentiality', 'gender', 'mobility']);
      const tooMany = await expectErrors(
        await apply(`many.${suite}@example.com`, {
          mobility: ['lyon', 'madrid', 'toulouse', 'geneve', 'bruxelles', 'montreal'],
        }),
        422,
      );
      expect(tooMany.mobility).toBe('Merci de choisir au plus 5 valeurs');
      expect(await applicationsOf(`bad.${suite}@example.com`)).toEqual([]);
    });

    it('answers each field of both forms with its message, in French and in English', async () => {
      const empty = (form: string, locale: string, fields: Fields) =>
        postContact(cms, locale, { youare: 'candidate', ...fields }, {}, form);
      const MESSAGES = {
        fr: {
          required: 'Merci de renseigner ce champ obligatoire',
          email: 'Veuillez renseigner une adresse mail valide.',
          privacy: 'La politique de confidentialité doit être acceptée.',
          format: "Le format du fichier n'est pas valide (formats autorisés : jpg, png, pdf, doc)",
          size: 'La taille maximale autorisée est de 1 Mo. Merci de réessayer avec un CV plus léger.',
        },
        en: {
          required: 'Please fill in this required field',
          email: 'Please enter a valid email address.',
          privacy: 'The privacy policy must be accepted.',
          format: 'The file format is not valid (allowed formats: jpg, png, pdf, doc)',
          size: 'The maximum allowed file size is 1MB. Please try again with a smaller CV.',
        },
      } as const;
      for (const locale of ['fr', 'en'] as const) {
        const m = MESSAGES[locale];
        const offer = locale === 'fr' ? OFFER_SLUG : 'data-engineer-paris';
        const job = await expectErrors(await empty('application', locale, { offer }), 422);
        expect([locale, job]).toEqual([
          locale,
          {
            lastname: m.required,
            firstname: m.required,
            email: m.required,
            cv: m.required,
            mobility: m.required,
            confidentiality: m.privacy,
          },
        ]);
        const wrong = await expectErrors(
          await empty('application', locale, {
            offer,
            lastname: 'L',
            firstname: 'F',
            email: 'not-an-address',
            cv: new File([new Uint8Array(10)], 'cv.exe', { type: 'application/octet-stream' }),
            mobility: ['lyon'],
            confidentiality: locale === 'fr' ? '/politique-de-confidentialite' : '/privacy-policy',
          }),
          422,
        );
        expect([locale, wrong]).toEqual([locale, { email: m.email, cv: m.format }]);
        const big = await expectErrors(
          await empty('application', locale, {
            offer,
            lastname: 'L',
            firstname: 'F',
            email: 'big@example.com',
            cv: pdf(1_000_001),
            mobility: ['lyon'],
            confidentiality: locale === 'fr' ? '/politique-de-confidentialite' : '/privacy-policy',
          }),
          422,
        );
        expect([locale, big]).toEqual([locale, { cv: m.size }]);
        const spontaneous = await expectErrors(await empty('spontaneous-application', locale, {}), 422);
        expect([locale, Object.keys(spontaneous).sort()]).toEqual([
          locale,
          ['confidentiality', 'cv', 'email', 'expertise', 'firstname', 'lastname', 'mobility'],
        ]);
        expect(spontaneous.expertise).toBe(m.required);
      }
    });

    it('stores spontaneous applications apart from the limit', async () => {
      const email = `free.${suite}@example.com`;
      const spontaneous = () =>
        postContact(
          cms,
          'en',
          {
            expertise: 'data-ai',
            lastname: 'Hopper',
            firstname: 'Grace',
            email,
            cv: pdf(600),
            mobility: ['everywhere'],
            confidentiality: '/privacy-policy',
            youare: 'candidate',
          },
          {},
          'spontaneous-application',
        );
      for (let i = 0; i < 3; i++) await expectSuccess(await spontaneous());
      const stored = await applicationsOf(email);
      expect(stored.map((a) => a.kind)).toEqual(['spontaneous', 'spontaneous', 'spontaneous']);
      expect(stored[0]!.offer ?? null).toBeNull();
      expect((stored[0]!.values as Record<string, unknown>).expertise).toBe('data-ai');
    });

    it('shows applications and candidates to recruiters and admins only; recruiters change status and notes, not what was sent', async () => {
      const create = (role: 'editor' | 'recruiter') =>
        cms.payload.create({
          collection: 'users',
          data: { email: `apps-${role}-${suite}@test.localhost`, password: 'pw-123456789', roles: [role] },
        });
      const as = (user: Awaited<ReturnType<typeof create>>) => ({
        user: { ...user, collection: 'users' as const },
        overrideAccess: false,
      });
      const editor = await create('editor');
      const recruiter = await create('recruiter');
      await expect(cms.payload.find({ collection: 'applications', ...as(editor) })).rejects.toThrow();
      await expect(cms.payload.find({ collection: 'candidates', ...as(editor) })).rejects.toThrow();
      const { docs } = await cms.payload.find({ collection: 'applications', limit: 1, ...as(recruiter) });
      const application = docs[0]!;
      const updated = await cms.payload.update({
        collection: 'applications',
        id: application.id,
        data: { status: 'interview', notes: 'Entretien mardi', values: { email: 'forged@example.com' } },
        ...as(recruiter),
      });
      expect(updated.status).toBe('interview');
      expect(updated.notes).toBe('Entretien mardi');
      expect(updated.values).toEqual(application.values);
    });

    it('dates a rejection itself: a recruiter cannot write “decided on” through the API (issue 18, finding 7)', async () => {
      const email = `decided.${suite}@example.com`;
      await expectSuccess(await apply(email));
      const [application] = await applicationsOf(email);
      const password = 'pw-123456789';
      await cms.payload.create({
        collection: 'users',
        data: { email: `decider-${suite}@test.localhost`, password, roles: ['recruiter'] },
      });
      const token = await restLogin(`decider-${suite}@test.localhost`, password);
      const patch = async (data: Record<string, unknown>) => {
        const response = await rest('PATCH', `/applications/${application!.id}`, data, token);
        expect(await outcome(response)).toBe(200);
        return (await cms.payload.findByID({ collection: 'applications', id: application!.id, depth: 0 }))
          .decidedAt;
      };
      const longAgo = new Date(Date.now() - 400 * DAY_MS).toISOString();

      // Alone, or with another change, a written date is ignored: the erasure counts from a real decision.
      expect(await patch({ decidedAt: longAgo })).toBeFalsy();
      expect(await patch({ decidedAt: longAgo, notes: 'Rien' })).toBeFalsy();
      // The rejection is stamped now, whatever date comes with it, and kept while it stays rejected.
      const stamped = await patch({ status: 'rejected', decidedAt: longAgo });
      expect(Math.abs(Date.now() - new Date(stamped!).getTime())).toBeLessThan(60_000);
      expect(await patch({ decidedAt: longAgo })).toBe(stamped);
      // Leaving "rejected" clears it.
      expect(await patch({ status: 'in-review' })).toBeFalsy();
    });
  });
}
