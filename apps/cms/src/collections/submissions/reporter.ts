import type { Field } from 'payload';
import { adminLanguageOf, type AdminText } from '../../i18n/languages';

/** What compliance reads where a reporter gave no name (docs/product.md#contact-whistleblowing). */
export const ANONYMOUS: AdminText = { fr: 'Anonyme', en: 'Anonymous', es: 'Anónimo', de: 'Anonym' };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** "Edward Reporter", or the reporter's e-mail alone, or "Anonyme" in the reader's language. */
export function reporterName(values: unknown, language: string | undefined): string {
  const sent = (typeof values === 'object' && values !== null ? values : {}) as Record<string, unknown>;
  const name = [text(sent.firstname), text(sent.lastname)].filter(Boolean).join(' ');
  if (name) return name;
  if (text(sent.email)) return text(sent.email);
  return ANONYMOUS[adminLanguageOf(language)];
}

/**
 * Who sent a report, as compliance reads it in the list and on the report: computed from what was
 * sent, never stored (a virtual field: the record holds only the values as sent).
 */
export const reporterField: Field = {
  name: 'reporter',
  type: 'text',
  virtual: true,
  admin: { readOnly: true },
  hooks: {
    afterRead: [({ data, req }) => reporterName(data?.values, req.i18n?.language)],
  },
};
