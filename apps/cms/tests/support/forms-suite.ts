import { commitTransaction, createLocalReq, initTransaction } from 'payload';
import { describe, expect, it } from 'vitest';
import {
  CoworkingResponseSchema,
  ErrorResponseSchema,
  FormDefinitionSchema,
  type FormDefinition,
} from '@dav/contract';
import { defaultMessage, validateForm, visibleFields } from '@dav/rules';
import type { Cms } from './boot';
import { callCoworking, callForm, json } from './requests';

const LOCALES = ['fr', 'en', 'es', 'de'] as const;
const YOUARE = ['customer', 'candidate', 'createur', 'journaliste', 'visiteur', 'extra', 'snowden'];
const CONTACT_FIELDS = [
  'youare',
  'company',
  'job',
  'city',
  'subject0',
  'subject1',
  'subjectCandidat',
  'subjectJournaliste',
  'cv',
  'who',
  'firstname',
  'lastname',
  'email',
  'phone',
  'subsidiary',
  'message',
];
const SUBJECTS = ['call', 'contact', 'project', 'idea', 'training', 'phone'];

const field = (form: FormDefinition, name: string) => {
  const found = form.fields.find((f) => f.name === name);
  if (!found) throw new Error(`No field ${name}`);
  return found;
};
const shownFor = (form: FormDefinition, name: string) => field(form, name).condition;

async function form(cms: Cms, locale: string, name: string): Promise<FormDefinition> {
  const response = await callForm(cms, locale, name);
  expect(response.status, `${locale}/${name}`).toBe(200);
  return FormDefinitionSchema.parse(await json(response));
}

/** Form definitions, subsidiaries, expertises and coworking on the wire (one database). */
export function describeForms(getCms: () => Cms) {
  describe('forms and coworking', () => {
    it.each(LOCALES)(
      'serves the contact definition in %s, with every field and condition',
      async (locale) => {
        const contact = await form(getCms(), locale, 'contact');
        expect(contact.action).toBe(`/wp-json/api/${locale}/forms/contact`);
        expect(contact.successTarget).toBe('/demande-envoyee?form=contact');
        expect(contact.fields.map((f) => f.name)).toEqual(CONTACT_FIELDS);
        expect(field(contact, 'youare').options.map((o) => o.value)).toEqual(YOUARE);
        expect(field(contact, 'job').options.map((o) => o.value)).toEqual([
          'networks',
          'smart-industries',
          'healthcare',
          'finance',
          'autre',
        ]);
        expect(shownFor(contact, 'company')).toEqual({
          inputName: ['youare'],
          isEaquelTo: ['snowden', 'customer', 'journaliste', 'createur'],
        });
        const notSnowden = YOUARE.filter((v) => v !== 'snowden');
        expect(shownFor(contact, 'job')?.isEaquelTo).toEqual(notSnowden);
        expect(shownFor(contact, 'city')?.isEaquelTo).toEqual(notSnowden);
        expect(shownFor(contact, 'subject0')?.isEaquelTo).toEqual(['customer', 'visiteur', 'createur']);
        expect(shownFor(contact, 'subject1')?.isEaquelTo).toEqual(['extra']);
        expect(shownFor(contact, 'subjectCandidat')?.isEaquelTo).toEqual(['candidate']);
        expect(shownFor(contact, 'subjectJournaliste')?.isEaquelTo).toEqual(['journaliste']);
        expect(shownFor(contact, 'cv')).toEqual({ inputName: ['subjectCandidat'], isEaquelTo: ['cv'] });
        expect(shownFor(contact, 'who')).toEqual({
          inputName: ['subject0', 'subject1', 'subjectCandidat', 'subjectJournaliste'],
          isEaquelTo: ['contact'],
        });
        expect(shownFor(contact, 'subsidiary')).toEqual({ inputName: ['youare'], isEaquelTo: ['snowden'] });
        for (const name of ['youare', 'firstname', 'lastname', 'email', 'phone', 'message'])
          expect(shownFor(contact, name), name).toBeNull();
        expect(field(contact, 'subject0').options.map((o) => o.value)).toEqual(SUBJECTS);
        expect(field(contact, 'subjectCandidat').options.map((o) => o.value)).toEqual([...SUBJECTS, 'cv']);
        expect(field(contact, 'cv').type).toBe('file');
        expect(field(contact, 'message').type).toBe('textarea');
        expect(field(contact, 'phone').required).toBe(false);
        // docs/product.md#forms-validation messages, from @dav/rules, in the path's language.
        expect(field(contact, 'firstname').messageIfEmpty).toBe(defaultMessage('required', locale));
        expect(field(contact, 'email').messageIfInvalid).toBe(defaultMessage('email', locale));
        expect(field(contact, 'cv').messageIfInvalid).toBe(defaultMessage('fileFormat', locale));
        expect(field(contact, 'cv').messageIfLargeFile).toBe(defaultMessage('fileSize', locale));
        expect(field(contact, 'subsidiary').messageIfSnowden).toBeTruthy();
      },
    );

    it('writes the docs/product.md#forms-validation messages word for word in French and English', async () => {
      const fr = await form(getCms(), 'fr', 'contact');
      const en = await form(getCms(), 'en', 'contact');
      expect(field(fr, 'lastname').messageIfEmpty).toBe('Merci de renseigner ce champ obligatoire');
      expect(field(en, 'lastname').messageIfEmpty).toBe('Please fill in this required field');
      expect(field(fr, 'email').messageIfInvalid).toBe('Veuillez renseigner une adresse mail valide.');
      expect(field(en, 'email').messageIfInvalid).toBe('Please enter a valid email address.');
      expect(field(en, 'cv').messageIfLargeFile).toBe(
        'The maximum allowed file size is 1MB. Please try again with a smaller CV.',
      );
      expect(field(en, 'cv').messageIfInvalid).toBe(
        'The file format is not valid (allowed formats: jpg, png, pdf, doc)',
      );
      expect(field(fr, 'youare').label).toBe('Vous êtes');
      expect(field(en, 'youare').label).toBe('You are');
      expect(field(en, 'job').options[0]?.label).toBe('Networks and digital transformation');
    });

    it('drives the shared rules: visibility by youare and subject, messages from the definition', async () => {
      const fr = await form(getCms(), 'fr', 'contact');
      const shown = (values: Record<string, string>) => visibleFields(fr, values).map((f) => f.name);
      expect(shown({ youare: 'snowden' })).toEqual([
        'youare',
        'company',
        'firstname',
        'lastname',
        'email',
        'phone',
        'subsidiary',
        'message',
      ]);
      expect(shown({ youare: 'candidate', subjectCandidat: 'cv' })).toEqual(
        expect.arrayContaining(['job', 'city', 'subjectCandidat', 'cv']),
      );
      expect(shown({ youare: 'candidate', subjectCandidat: 'cv' })).not.toContain('who');
      expect(shown({ youare: 'journaliste', subjectJournaliste: 'contact' })).toEqual(
        expect.arrayContaining(['company', 'who']),
      );
      expect(shown({ youare: 'extra', subject1: 'contact' })).toContain('who');
      const { valid, errors } = validateForm(fr, { youare: 'visiteur', email: 'nope' }, 'fr');
      expect(valid).toBe(false);
      expect(errors.email).toBe('Veuillez renseigner une adresse mail valide.');
      expect(errors.lastname).toBe('Merci de renseigner ce champ obligatoire');
      expect(Object.keys(errors)).not.toContain('phone');
      expect(Object.keys(errors)).not.toContain('company'); // hidden for visiteur
    });

    it('fills the subsidiary and expertise selects from their collections', async () => {
      const cms = getCms();
      const en = await form(cms, 'en', 'contact');
      const { docs } = await cms.payload.find({
        collection: 'subsidiaries',
        locale: 'en',
        pagination: false,
        sort: 'title',
      });
      expect(docs.length).toBeGreaterThanOrEqual(6);
      expect(field(en, 'subsidiary').options).toEqual(docs.map((d) => ({ label: d.title, value: d.slug })));
      expect(field(en, 'subsidiary').options).toContainEqual({ label: 'DAV Geneva', value: 'dav-geneve' });
      const lyon = docs.find((d) => d.slug === 'dav-lyon');
      expect(lyon?.cities).toEqual(['Lyon', 'Grenoble']);
      expect(docs.find((d) => d.slug === 'dav-montreal')?.region).toBe('north-america');

      // A new subsidiary shows once published; an expertise select lists the expertises.
      const bordeaux = {
        title: 'DAV Bordeaux',
        slug: 'dav-bordeaux',
        region: 'europe',
        country: 'FR',
      } as const;
      const draft = await cms.payload.create({ collection: 'subsidiaries', locale: 'fr', data: bordeaux });
      expect(field(await form(cms, 'fr', 'contact'), 'subsidiary').options).not.toContainEqual(
        expect.objectContaining({ value: 'dav-bordeaux' }),
      );
      await cms.payload.update({
        collection: 'subsidiaries',
        id: draft.id,
        locale: 'fr',
        data: { _status: 'published' },
      });
      const fr = await form(cms, 'fr', 'contact');
      expect(field(fr, 'subsidiary').options).toContainEqual({
        label: 'DAV Bordeaux',
        value: 'dav-bordeaux',
      });
      await cms.payload.create({
        collection: 'forms',
        data: {
          name: 'test-expertise',
          action: '/wp-json/api/{locale}/forms/test-expertise',
          fields: [
            {
              type: 'select',
              name: 'expertise',
              label: 'Expertise',
              options: [{ label: 'ignored', value: 'ignored' }],
            },
          ],
        },
      });
      const test = await form(cms, 'de', 'test-expertise');
      expect(test.successTarget).toBeNull();
      expect(field(test, 'expertise').options).toContainEqual({ label: 'Daten & KI', value: 'data-ai' });
      expect(field(test, 'expertise').options.map((o) => o.value)).not.toContain('ignored');
      await expect
        .poll(() => cms.web.calls.some((c) => c.tags.includes('forms:de:test-expertise')), { timeout: 5000 })
        .toBe(true);
    });

    it('refuses a success target that leads off the site, as every site path is checked', async () => {
      const cms = getCms();
      const { docs } = await cms.payload.find({
        collection: 'forms',
        where: { name: { equals: 'contact' } },
      });
      const id = docs[0]!.id;
      for (const target of ['/\\evil.com', '//evil.com', '/\t/evil.com', 'https://evil.com'])
        await expect(
          cms.payload.update({ collection: 'forms', id, data: { successTarget: target } }),
          target,
        ).rejects.toThrow(/successTarget|Success target|Page/i);
      expect((await form(cms, 'fr', 'contact')).successTarget).toBe('/demande-envoyee?form=contact');
    });

    it('serves a field an editor added in one language in the others too, named by its value until translated', async () => {
      const cms = getCms();
      await cms.payload.create({
        collection: 'forms',
        locale: 'en',
        data: {
          name: 'test-one-language',
          action: '/wp-json/api/{locale}/forms/test-one-language',
          fields: [
            {
              type: 'select',
              name: 'slot',
              label: 'Slot',
              options: [
                { label: 'Morning', value: 'morning' },
                { label: 'Evening', value: 'evening' },
              ],
            },
          ],
        },
      });
      expect(field(await form(cms, 'en', 'test-one-language'), 'slot')).toMatchObject({
        label: 'Slot',
        options: [
          { label: 'Morning', value: 'morning' },
          { label: 'Evening', value: 'evening' },
        ],
      });
      expect(field(await form(cms, 'fr', 'test-one-language'), 'slot')).toMatchObject({
        label: 'slot',
        options: [
          { label: 'morning', value: 'morning' },
          { label: 'evening', value: 'evening' },
        ],
      });
    });

    it('tells the website of a change only once it is committed, so the site cannot cache the old one', async () => {
      const cms = getCms();
      const told = () => cms.web.calls.filter((call) => call.tags.includes('forms:fr:coworking')).length;
      // Let the calls of earlier tests' edits land first.
      await expect
        .poll(async () => {
          const now = told();
          await new Promise((resolve) => setTimeout(resolve, 300));
          return told() === now;
        })
        .toBe(true);
      const req = await createLocalReq({}, cms.payload);
      await initTransaction(req);
      const before = told();
      let toldWhileOpen: number;
      try {
        await cms.payload.update({
          collection: 'forms',
          where: { name: { equals: 'coworking' } },
          data: { successTarget: '/demande-envoyee?form=coworking' },
          req,
        });
        await new Promise((resolve) => setTimeout(resolve, 300));
        toldWhileOpen = told() - before;
      } finally {
        await commitTransaction(req);
      }
      expect(toldWhileOpen, 'told while the transaction is open').toBe(0);
      await expect.poll(told, { timeout: 5000 }).toBe(before + 1);
      // That form in each language, not every form.
      expect(cms.web.calls.at(-1)?.tags).toEqual([
        'forms:fr:coworking',
        'forms:en:coworking',
        'forms:es:coworking',
        'forms:de:coworking',
      ]);
    });

    it('serves the coworking request definition', async () => {
      const coworking = await form(getCms(), 'es', 'coworking');
      expect(coworking.action).toBe('/wp-json/api/es/form-coworking');
      expect(coworking.successTarget).toBe('/demande-envoyee?form=coworking');
      expect(coworking.fields.map((f) => f.name)).toEqual([
        'lastname',
        'firstname',
        'email',
        'phone',
        'company',
        'siret',
        'nb-people',
        'date',
      ]);
      expect(field(coworking, 'nb-people')).toMatchObject({ type: 'number', min: 1, max: 100, step: 1 });
      expect(field(coworking, 'date').type).toBe('datepicker');
    });

    it('answers 404 JSON without a stack for an unknown form or locale', async () => {
      const cms = getCms();
      for (const response of [
        await callForm(cms, 'fr', 'nope'),
        await callForm(cms, 'it', 'contact'),
        await callForm(cms, 'fr', '../contact'),
        await callCoworking(cms, 'xx'),
      ]) {
        expect(response.status).toBe(404);
        const text = await response.text();
        expect(text).not.toMatch(/stack|at .+\(/i);
        ErrorResponseSchema.parse(JSON.parse(text));
      }
      const put = cms.routes.formPut();
      expect(put.status).toBe(405);
      ErrorResponseSchema.parse(await json(put));
    });

    it.each(LOCALES)('serves the coworking content in %s', async (locale) => {
      const response = await callCoworking(getCms(), locale);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const body = CoworkingResponseSchema.parse(await json(response));
      expect([body.day_rate_price, body.week_rate_price, body.month_rate_price]).toEqual([25, 110, 390]);
      expect(body.form_title).not.toBe('');
      expect(body.form_message).not.toBe('');
      expect(body.presentation.title).not.toBe('');
      expect(body.gallery).toHaveLength(3);
      for (const image of body.gallery) expect(image.url).toMatch(/^\/api\/media\/file\/.+\.webp$/);
      expect(body.details).toHaveLength(3);
      expect(body.address).toContain('Lyon');
      expect(body.itinerary_url).toMatch(/^https:\/\//);
      if (locale === 'en') expect(body.form_title).toBe('Book your desk');
    });
  });
}
