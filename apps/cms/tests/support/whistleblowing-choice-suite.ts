import { beforeAll, describe, expect, it } from 'vitest';
import { defaultMessage } from '@dav/rules';
import type { Cms } from './boot';
import { rest, restLogin } from './rest';
import {
  expectErrors,
  expectSuccess,
  formData,
  postContact,
  request,
  visitor,
  type Fields,
} from './submission-fixtures';

type ErrorBody = { errors?: { message?: string; data?: { errors?: { message: string }[] } }[] };
type Row = {
  id?: string;
  name: string;
  type: string;
  options?: { value: string; label?: unknown }[] | null;
} & Record<string, unknown>;

/** The first field message of a refused REST write (or its error's message). */
const refusal = async (response: Response): Promise<string> => {
  const body = (await response.json()) as ErrorBody;
  return body.errors?.[0]?.data?.errors?.[0]?.message ?? body.errors?.[0]?.message ?? JSON.stringify(body);
};

/**
 * Issue 30, finding 1 and "Anonymous reports" (docs/product.md#contact-whistleblowing): no edit of the
 * contact form can send a report anywhere but to compliance, no request can carry a choice the
 * form does not offer, and a report needs only a subsidiary and a message.
 */
export function describeWhistleblowingChoice(getCms: () => Cms, suite: string) {
  describe('whistleblowing choice and anonymous reports', () => {
    const cms = () => getCms();
    const PASSWORD = 'choice-passphrase-2026';
    let editor: string;
    let contact: { id: number; fields: Row[] };

    beforeAll(async () => {
      const email = `choice-editor-${suite.toLowerCase()}@test.localhost`;
      await cms().payload.create({
        collection: 'users',
        data: { email, password: PASSWORD, roles: ['editor'] },
      });
      editor = await restLogin(email, PASSWORD);
      const { docs } = await cms().payload.find({
        collection: 'forms',
        where: { name: { equals: 'contact' } },
        depth: 0,
        locale: 'all',
      });
      contact = docs[0] as unknown as { id: number; fields: Row[] };
    });

    const patchFields = (fields: Row[], language = 'fr') =>
      rest('PATCH', `/forms/${contact.id}?locale=all`, { fields }, editor, { 'accept-language': language });
    const withRow = (name: string, change: (row: Row) => Row | null) =>
      contact.fields.flatMap((row) => (row.name === name ? [change(row)].filter((r) => r !== null) : [row]));
    const youareValues = async () => {
      const form = await cms().payload.findByID({ collection: 'forms', id: contact.id, depth: 0 });
      return form.fields?.find((row) => row.name === 'youare')?.options?.map((o) => o.value);
    };

    it('refuses an editor’s rename of the whistleblowing value, in the editor’s language', async () => {
      const renamed = withRow('youare', (row) => ({
        ...row,
        options: row.options!.map((o) => (o.value === 'snowden' ? { ...o, value: 'alerte' } : o)),
      }));
      const fr = await patchFields(renamed);
      expect(fr.status).toBe(400);
      expect(await refusal(fr)).toMatch(/^Le choix « Lanceur d’alerte » \(valeur snowden\)/);
      const en = await patchFields(renamed, 'en');
      expect(await refusal(en)).toMatch(/^The “Whistleblower” choice \(value snowden\)/);
      expect(await youareValues()).toContain('snowden');
      expect(await youareValues()).not.toContain('alerte');
    });

    it('refuses removing the choice, a field a report needs, or changing what the choice shows', async () => {
      const noChoice = withRow('youare', (row) => ({
        ...row,
        options: row.options!.filter((o) => o.value !== 'snowden'),
      }));
      expect((await patchFields(noChoice)).status).toBe(400);
      const noSubsidiary = withRow('subsidiary', () => null);
      const removed = await patchFields(noSubsidiary);
      expect(removed.status).toBe(400);
      expect(await refusal(removed)).toMatch(/champ subsidiary fait partie du dispositif/);
      // Showing the sector to a reporter, or the subsidiary to everyone else: conditions are fixed.
      const jobShown = withRow('job', (row) => ({ ...row, condition: { inputName: [], isEaquelTo: [] } }));
      const shown = await patchFields(jobShown);
      expect(shown.status).toBe(400);
      expect(await refusal(shown)).toMatch(/La condition du champ job/);
      const companyHidden = withRow('company', (row) => ({
        ...row,
        condition: { inputName: ['youare'], isEaquelTo: ['customer'] },
      }));
      expect((await patchFields(companyHidden)).status).toBe(400);
    });

    it('lets an editor change the choice’s label and help text', async () => {
      const relabelled = withRow('youare', (row) => ({
        ...row,
        options: row.options!.map((o) =>
          o.value === 'snowden' ? { ...o, label: { ...(o.label as object), fr: 'Signaler une alerte' } } : o,
        ),
      }));
      expect((await patchFields(relabelled)).status).toBe(200);
    });

    it('keeps the contact form’s name, and the form itself', async () => {
      const renamed = await rest('PATCH', `/forms/${contact.id}`, { name: 'contact-old' }, editor);
      expect(renamed.status).toBe(400);
      const deleted = await rest('DELETE', `/forms/${contact.id}`, undefined, editor);
      expect(deleted.status).toBe(403);
      expect(await refusal(deleted)).toMatch(/ne peut pas être supprimé/);
      expect(
        (await cms().payload.count({ collection: 'forms', where: { name: { equals: 'contact' } } }))
          .totalDocs,
      ).toBe(1);
    });

    it('answers 400 naming a field whose value is not among its options, and stores nothing', async () => {
      const before = await cms().payload.count({ collection: 'contact-requests' });
      const unknown = await expectErrors(
        await postContact(cms(), 'fr', { ...visitor('Choix'), youare: 'alerte' }),
        400,
      );
      expect(unknown).toEqual({ youare: defaultMessage('unknownChoice', 'fr') });
      const job = await expectErrors(
        await postContact(cms(), 'en', { ...visitor('Choix'), job: 'pirate' }),
        400,
      );
      expect(job).toEqual({ job: defaultMessage('unknownChoice', 'en') });
      expect((await cms().payload.count({ collection: 'contact-requests' })).totalDocs).toBe(
        before.totalDocs,
      );
    });

    it('takes a report with only a subsidiary and a message, gives its receipt, and compliance reads "Anonyme"', async () => {
      const message = `Anonymous report ${suite}`;
      const report: Fields = { youare: 'snowden', subsidiary: 'dav-lyon', message };
      const receipt = await expectSuccess(await postContact(cms(), 'fr', report));
      expect(receipt).toMatch(/^\d{16}$/);
      const { docs } = await cms().payload.find({
        collection: 'whistleblowing-reports',
        depth: 0,
        pagination: false,
      });
      const stored = docs.find((doc) => (doc.values as Record<string, unknown>).message === message);
      expect(stored).toBeDefined();
      expect((stored as unknown as { reporter: string }).reporter).toBe('Anonyme');
      // Nothing of it went to the contact requests editors read.
      const leaked = await cms().payload.find({
        collection: 'contact-requests',
        depth: 0,
        pagination: false,
      });
      expect(leaked.docs.some((doc) => (doc.values as Record<string, unknown>).message === message)).toBe(
        false,
      );
    });

    it('still asks every other "you are" for what it requires', async () => {
      const sent = visitor('x');
      const partial: Fields = { youare: sent.youare!, subject0: sent.subject0!, message: sent.message! };
      const errors = await expectErrors(await postContact(cms(), 'fr', partial), 422);
      expect(Object.keys(errors)).toEqual(expect.arrayContaining(['firstname', 'lastname', 'email', 'job']));
      // A report still needs its subsidiary and its message.
      const empty = await expectErrors(await postContact(cms(), 'de', { youare: 'snowden' }), 422);
      expect(empty).toEqual({
        subsidiary: defaultMessage('required', 'de'),
        message: defaultMessage('required', 'de'),
      });
    });

    it('refuses a report or a reporter’s answer the time trap doubts, with a message, and stores nothing', async () => {
      const count = () => cms().payload.count({ collection: 'whistleblowing-reports' });
      const before = (await count()).totalDocs;
      const report: Fields = {
        youare: 'snowden',
        subsidiary: 'dav-lyon',
        message: `Pasted at once ${suite}`,
      };
      const quick = await expectErrors(await postContact(cms(), 'en', report, { age: 800 }), 422);
      expect(quick).toEqual({ message: defaultMessage('tooFast', 'en') });
      expect((await count()).totalDocs).toBe(before);
      // Any other contact request sent that fast still gets the answer a bot gets.
      await expectSuccess(await postContact(cms(), 'fr', visitor('Quick'), { age: 800 }));

      const receipt = await expectSuccess(await postContact(cms(), 'fr', report));
      const reply = (age: number) =>
        cms().routes.followUpReply(
          request(
            'http://fr.localhost:3000/wp-json/api/fr/whistleblowing-follow-up/reply',
            formData({ code: receipt!, message: 'Prepared text' }, age),
            {},
          ),
          { params: Promise.resolve({ locale: 'fr' }) },
        );
      const messages = () => cms().payload.count({ collection: 'report-messages' });
      const stored = (await messages()).totalDocs;
      expect(await expectErrors(await reply(1_000), 422)).toEqual({
        message: defaultMessage('tooFast', 'fr'),
      });
      expect((await messages()).totalDocs).toBe(stored);
      await expectSuccess(await reply(10_000));
      expect((await messages()).totalDocs).toBe(stored + 1);
    });
  });
}
