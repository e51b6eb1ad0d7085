import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormDefinitionSchema, type FormDefinition, type Locale } from '@dav/contract';
import { fieldMessage } from '@dav/rules';
import { APPENDIX, EXIF_MARKER } from '../fixtures/uploads/documents';
import { loadCorpus } from '../fixtures/uploads/load-corpus';
import type { Cms } from './boot';
import { callForm, json } from './requests';
import {
  candidate,
  coworking,
  expectErrors,
  expectSuccess,
  postContact,
  postCoworking,
  type Fields,
} from './submission-fixtures';

/**
 * Every hostile file of tests/fixtures/hostile against every file field of every seeded form,
 * through the form's own route: all refused with the field's docs/product.md#forms-validation message, none answered 5xx,
 * nothing stored. The good files of tests/fixtures/good are stored, pictures re-encoded.
 */

let applicant = 0;
/** A new address each time: the job application's 2-in-30-days limit must not answer instead. */
const applicantEmail = () => `applicant-${++applicant}@example.com`;
const applicationValues = (lastname: string): Fields => ({
  lastname,
  firstname: 'Ada',
  email: applicantEmail(),
  mobility: ['everywhere'],
  youare: 'candidate',
});
/** The seeded data engineer offer, by its slug in each language the suite posts in. */
const OFFER_SLUG: Partial<Record<Locale, string>> = {
  fr: 'ingenieure-ingenieur-data-paris',
  en: 'data-engineer-paris',
};
const PRIVACY: Partial<Record<Locale, string>> = {
  fr: '/politique-de-confidentialite',
  en: '/privacy-policy',
};

/** Values that make each form valid with its file field shown; a new form with a file needs its own. */
const VALID: Record<string, (lastname: string, locale: Locale) => Fields> = {
  contact: (lastname) => {
    const { cv: _cv, ...rest } = candidate(lastname, new File([], ''));
    return rest;
  },
  coworking,
  application: (lastname, locale) => ({
    ...applicationValues(lastname),
    confidentiality: PRIVACY[locale]!,
    offer: OFFER_SLUG[locale]!,
  }),
  'spontaneous-application': (lastname, locale) => ({
    ...applicationValues(lastname),
    confidentiality: PRIVACY[locale]!,
    expertise: 'data-ai',
  }),
};

type Counts = Record<string, number>;

export function describeUploads(getCms: () => Cms) {
  describe('uploads', () => {
    const privateDir = () => path.join(process.env.CMS_DATA_DIR!, 'private-files');
    const filesOnDisk = () => (fs.existsSync(privateDir()) ? fs.readdirSync(privateDir()).length : 0);
    const counts = async (): Promise<Counts> => {
      const { payload } = getCms();
      const result: Counts = { disk: filesOnDisk() };
      for (const collection of [
        'contact-requests',
        'whistleblowing-reports',
        'coworking-requests',
        'applications',
        'candidates',
        'submission-files',
        'payload-jobs',
      ] as const) {
        result[collection] = (await payload.count({ collection })).totalDocs;
      }
      return result;
    };

    /** The seeded forms that have a file field, read from their public definitions. */
    async function formsWithFiles(locale: Locale): Promise<FormDefinition[]> {
      const { docs } = await getCms().payload.find({ collection: 'forms', pagination: false, depth: 0 });
      const definitions: FormDefinition[] = [];
      for (const { name } of docs) {
        const definition = FormDefinitionSchema.parse(await json(await callForm(getCms(), locale, name)));
        if (definition.fields.some((field) => field.type === 'file')) definitions.push(definition);
      }
      return definitions;
    }

    /** Posts to the route the form's action names, as the site does. */
    function post(definition: FormDefinition, locale: Locale, fields: Fields) {
      if (/\/form-coworking$/.test(definition.action)) return postCoworking(getCms(), locale, fields);
      const name = /\/forms\/([^/]+)$/.exec(definition.action)?.[1];
      if (!name) throw new Error(`No route for the action ${definition.action}`);
      return postContact(getCms(), locale, fields, {}, name);
    }

    function valid(definition: FormDefinition, lastname: string, locale: Locale): Fields {
      const values = VALID[definition.name];
      if (!values) throw new Error(`Add valid values for the form "${definition.name}" to VALID`);
      return values(lastname, locale);
    }

    afterEach(() => vi.restoreAllMocks());

    it('refuses every hostile file in every file field with the docs/product.md#forms-validation message (422), storing nothing', async () => {
      const hostile = loadCorpus('hostile');
      let posted = 0;
      for (const locale of ['en', 'fr'] as const) {
        const forms = await formsWithFiles(locale);
        expect(forms.map((form) => form.name)).toContain('contact');
        const before = await counts();
        for (const definition of forms) {
          for (const field of definition.fields.filter(({ type }) => type === 'file')) {
            for (const entry of hostile) {
              const file = new File([new Uint8Array(entry.bytes)], entry.name, { type: entry.type });
              const response = await post(definition, locale, {
                ...valid(definition, 'Hostile', locale),
                [field.name]: file,
              });
              const message =
                entry.expect === 'size'
                  ? fieldMessage(field.messageIfLargeFile, 'fileSize', locale)
                  : fieldMessage(field.messageIfInvalid, 'fileFormat', locale);
              expect({ file: entry.file, status: response.status }).toEqual({
                file: entry.file,
                status: 422,
              });
              expect(await expectErrors(response, 422), entry.file).toEqual({ [field.name]: message });
              posted++;
            }
          }
        }
        expect(await counts()).toEqual(before);
      }
      expect(posted).toBeGreaterThanOrEqual(2 * 20);
    });

    it('stores the good files: documents as sent, pictures re-encoded without EXIF or appended bytes', async () => {
      const { payload } = getCms();
      for (const definition of await formsWithFiles('en')) {
        for (const field of definition.fields.filter(({ type }) => type === 'file')) {
          for (const entry of loadCorpus('good')) {
            const lastname = `Good ${definition.name} ${field.name} ${entry.file}`;
            const file = new File([new Uint8Array(entry.bytes)], entry.name, { type: entry.type });
            await expectSuccess(
              await post(definition, 'en', { ...valid(definition, lastname, 'en'), [field.name]: file }),
            );
            const { docs } = await payload.find({ collection: 'submission-files', sort: '-id', limit: 1 });
            const stored = docs[0]!;
            expect(stored.originalName).toBe(entry.name);
            const bytes = fs.readFileSync(path.join(privateDir(), stored.filename!));
            expect(stored.filesize).toBe(bytes.length);
            if (/\.(jpg|png)$/.test(entry.name)) {
              expect(bytes.includes(APPENDIX), entry.file).toBe(false);
              expect(bytes.includes(EXIF_MARKER), entry.file).toBe(false);
              const metadata = await sharp(bytes).metadata();
              expect([metadata.width, metadata.height, metadata.exif]).toEqual([16, 8, undefined]);
              expect(stored.mimeType).toBe(entry.name.endsWith('png') ? 'image/png' : 'image/jpeg');
            } else {
              expect(bytes.equals(entry.bytes), entry.file).toBe(true);
            }
          }
        }
      }
    });

    it('keeps a traversal file name as a label only: the file lands in private-files under a random name', async () => {
      const [good] = loadCorpus('good').filter(({ file }) => file === 'cv.pdf');
      const outside = path.resolve(privateDir(), '../../etc/passwd.pdf');
      const file = new File([new Uint8Array(good!.bytes)], '../../etc/passwd.pdf', {
        type: 'application/pdf',
      });
      await expectSuccess(await postContact(getCms(), 'en', candidate('Traversal', file)));
      const { docs } = await getCms().payload.find({ collection: 'submission-files', sort: '-id', limit: 1 });
      expect(docs[0]!.filename).toMatch(/^[0-9a-f-]{36}\.pdf$/);
      expect(fs.existsSync(path.join(privateDir(), docs[0]!.filename!))).toBe(true);
      expect(fs.existsSync(outside)).toBe(false);
    });

    it('never stores a file sent under a field that is not a file field', async () => {
      const before = (await getCms().payload.count({ collection: 'submission-files' })).totalDocs;
      const [good] = loadCorpus('good');
      const file = new File([new Uint8Array(good!.bytes)], good!.name, { type: good!.type });
      const response = await postCoworking(getCms(), 'fr', { ...coworking('Smuggled'), phone: file });
      expect(response.status).toBeLessThan(500);
      expect((await getCms().payload.count({ collection: 'submission-files' })).totalDocs).toBe(before);
    });

    it('answers a crash after the file was written with a logged 500, leaving no row, file or mail', async () => {
      const cms = getCms();
      const [good] = loadCorpus('good').filter(({ file }) => file === 'cv.pdf');
      const before = await counts();
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      vi.spyOn(cms.payload.jobs, 'queue').mockRejectedValueOnce(new Error('queue down'));
      const file = new File([new Uint8Array(good!.bytes)], 'cv.pdf', { type: 'application/pdf' });
      const response = await postContact(cms, 'en', candidate('Crash', file));
      expect(await expectErrors(response, 500)).toEqual({ server: 'Internal server error' });
      expect(logged).toHaveBeenCalledWith(
        expect.stringContaining('failed'),
        expect.objectContaining({ message: 'queue down' }),
      );
      expect(await counts()).toEqual(before);
    });
  });
}
