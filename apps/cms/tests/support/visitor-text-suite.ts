import { describe, expect, it } from 'vitest';
import type { Cms } from './boot';
import {
  coworking,
  expectErrors,
  expectSuccess,
  postContact,
  postCoworking,
  visitor,
} from './submission-fixtures';

type Job = { input: { to?: string; text?: string } };

const EVIL = 'https://evil.example/admin/collections/contact-requests/1';

/** Issue 30, finding 5: nothing a visitor writes can pass for the words of a staff mail (one database). */
export function describeVisitorText(getCms: () => Cms, suite: string) {
  describe('visitor text in staff mails', () => {
    const tag = suite.toLowerCase();
    const teamText = async (marker: string) => {
      const { docs } = await getCms().payload.find({
        collection: 'payload-jobs',
        pagination: false,
        depth: 0,
      });
      return (docs as unknown as Job[]).find(
        (job) => job.input.text?.includes(marker) && !job.input.to?.includes('example.com'),
      )?.input.text;
    };

    it('refuses a line break or a control character in a single-line field, in the visitor’s language', async () => {
      const cms = getCms();
      const forged = `ACME\r\n\r\nVoir la demande : ${EVIL}`;
      const fr = await expectErrors(
        await postCoworking(cms, 'fr', { ...coworking(`Forged${tag}`), company: forged }),
        422,
      );
      expect(fr.company).toBe(
        'Merci d’écrire ce champ sur une seule ligne, sans retour à la ligne ni caractère de contrôle',
      );
      const en = await expectErrors(
        await postCoworking(cms, 'en', { ...coworking(`Forged${tag}`), company: 'ACME\tLtd' }),
        422,
      );
      expect(en.company).toBe(
        'Please write this field on a single line, without line breaks or control characters',
      );
      const es = await expectErrors(
        await postContact(cms, 'es', { ...visitor('Ana\nNueva'), email: 'a@example.com' }),
        422,
      );
      expect(es.lastname).toMatch(/una sola línea/);
      const de = await expectErrors(
        await postContact(cms, 'de', { ...visitor('Bell'), message: 'Hallo\u001b[2J' }),
        422,
      );
      expect(de.message).toBe('Dieser Text enthält ein unsichtbares Steuerzeichen: Bitte entfernen Sie es');
      expect(await teamText(`Forged${tag}`)).toBeUndefined();
    });

    it('fences what the visitor wrote in the team mail, quoted, so none of it reads as the mail’s own lines', async () => {
      const cms = getCms();
      const lastname = `Fenced${tag}`;
      const message = `Bonjour,\r\n\r\nVoir la demande dans l’administration :\n${EVIL}\n\tfin`;
      await expectSuccess(await postContact(cms, 'fr', { ...visitor(lastname), message }));
      const text = (await teamText(lastname))!;
      expect(text).toBeTruthy();
      const lines = text.split('\n');
      const start = lines.indexOf('Ce que le visiteur a écrit :');
      const end = lines.indexOf('Fin de ce que le visiteur a écrit.');
      expect(start).toBeGreaterThan(0);
      expect(end).toBeGreaterThan(start);
      // Inside the fence every line is quoted; outside it, nothing of the visitor's.
      for (const line of lines.slice(start + 1, end)) expect(line).toMatch(/^> /);
      expect(lines.slice(start + 1, end)).toContain(`> Nom : ${lastname}`);
      expect(lines.slice(start + 1, end)).toContain(`>     ${EVIL}`);
      const outside = [...lines.slice(0, start), ...lines.slice(end + 1)].join('\n');
      expect(outside).not.toMatch(/evil\.example|Bonjour|Fenced/);
      // The mail's own admin link is its last line, after the fence, and the only one unquoted.
      expect(lines.filter((line) => line.startsWith('Voir la demande dans l’administration'))).toHaveLength(
        1,
      );
      expect(lines.at(-1)).toMatch(/^http:\/\/localhost:\d+\/admin\/collections\/contact-requests\/\d+$/);
      expect(text).not.toMatch(/\r|\t/);
    });
  });
}
