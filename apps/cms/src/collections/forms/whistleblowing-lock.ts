import type { FormDefinition } from '@dav/contract';
import {
  REPORT_REQUIRED_FIELDS,
  REPORT_VISIBLE_FIELDS,
  visibleFields,
  WHISTLEBLOWING_CHOICE,
  YOUARE_FIELD,
} from '@dav/rules';
import { APIError, type CollectionBeforeDeleteHook, type PayloadRequest } from 'payload';
import { adminLanguageOf, type AdminText } from '../../i18n/languages';

/*
 * The whistleblowing choice is a fixed part of the contact form (docs/product.md#contact-whistleblowing):
 * where a submission goes follows its value (submissions/contact-kinds.ts), so an editor who could rename
 * it, remove it or change which fields it shows could send reports, with the reporter's address,
 * to the contact requests editors read. Editors may change its label and its help text; never its
 * value, its presence, nor the fields it shows or hides. Checked on every save, the API's too.
 */

export const CONTACT_FORM = 'contact';

const MESSAGES = {
  choice: {
    fr: 'Le choix « Lanceur d’alerte » (valeur snowden) du champ youare fait partie du dispositif d’alerte : il ne peut être ni supprimé ni renommé. Vous pouvez changer son libellé et son texte d’aide.',
    en: 'The “Whistleblower” choice (value snowden) of the youare field is part of the whistleblowing system: it cannot be removed or renamed. You may change its label and its help text.',
    es: 'La opción «Denunciante» (valor snowden) del campo youare forma parte del sistema de alertas: no se puede eliminar ni renombrar. Puede cambiar su etiqueta y su texto de ayuda.',
    de: 'Die Auswahl „Hinweisgeber“ (Wert snowden) des Felds youare gehört zum Hinweisgebersystem: Sie kann weder entfernt noch umbenannt werden. Bezeichnung und Hilfetext können Sie ändern.',
  },
  field: {
    fr: 'Le champ {name} fait partie du dispositif d’alerte : il ne peut être ni supprimé ni changé de type.',
    en: 'The {name} field is part of the whistleblowing system: it cannot be removed or change type.',
    es: 'El campo {name} forma parte del sistema de alertas: no se puede eliminar ni cambiar de tipo.',
    de: 'Das Feld {name} gehört zum Hinweisgebersystem: Es kann weder entfernt noch in seinem Typ geändert werden.',
  },
  condition: {
    fr: 'La condition du champ {name} ne peut pas changer pour le choix « Lanceur d’alerte » : ce champ doit rester {shown} pour un signalement.',
    en: 'The condition of the {name} field cannot change for the “Whistleblower” choice: this field must stay {shown} for a report.',
    es: 'La condición del campo {name} no puede cambiar para la opción «Denunciante»: este campo debe seguir {shown} para una denuncia.',
    de: 'Die Bedingung des Felds {name} kann für die Auswahl „Hinweisgeber“ nicht geändert werden: Dieses Feld muss bei einer Meldung {shown} bleiben.',
  },
  shown: { fr: 'affiché', en: 'shown', es: 'visible', de: 'sichtbar' },
  hidden: { fr: 'masqué', en: 'hidden', es: 'oculto', de: 'ausgeblendet' },
  name: {
    fr: 'Le formulaire de contact porte le dispositif d’alerte : son nom (contact) ne peut pas changer.',
    en: 'The contact form carries the whistleblowing system: its name (contact) cannot change.',
    es: 'El formulario de contacto lleva el sistema de alertas: su nombre (contact) no puede cambiar.',
    de: 'Das Kontaktformular trägt das Hinweisgebersystem: Sein Name (contact) kann nicht geändert werden.',
  },
  delete: {
    fr: 'Le formulaire de contact porte le dispositif d’alerte : il ne peut pas être supprimé.',
    en: 'The contact form carries the whistleblowing system: it cannot be deleted.',
    es: 'El formulario de contacto lleva el sistema de alertas: no se puede eliminar.',
    de: 'Das Kontaktformular trägt das Hinweisgebersystem: Es kann nicht gelöscht werden.',
  },
} satisfies Record<string, AdminText>;

/** The type each field a report needs keeps. */
const LOCKED_TYPES: Record<string, string> = {
  [YOUARE_FIELD]: 'select',
  subsidiary: 'select',
  message: 'textarea',
};

const say = (req: PayloadRequest, key: keyof typeof MESSAGES, values: Record<string, string> = {}) =>
  MESSAGES[key][adminLanguageOf(req.i18n?.language)].replace(
    /\{(\w+)\}/g,
    (whole, name: string) => values[name] ?? whole,
  );

interface StoredRow {
  name?: unknown;
  type?: unknown;
  options?: { value?: unknown }[] | null;
  condition?: { inputName?: unknown; isEaquelTo?: unknown } | null;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** The rows as the rules read them: names, types, options and conditions (labels are not needed). */
function definitionOf(rows: StoredRow[]): FormDefinition {
  return {
    name: CONTACT_FORM,
    action: '/',
    successTarget: null,
    fields: rows.map((row) => {
      const inputName = strings(row.condition?.inputName);
      return {
        type: String(row.type ?? 'text'),
        name: String(row.name ?? ''),
        options: (row.options ?? []).map((option) => ({ label: '', value: String(option?.value ?? '') })),
        condition: inputName.length ? { inputName, isEaquelTo: strings(row.condition?.isEaquelTo) } : null,
      };
    }) as FormDefinition['fields'],
  };
}

/** Why the contact form's fields would break the whistleblowing choice, or null. */
export function whistleblowingLockProblem(rows: unknown, req: PayloadRequest): string | null {
  const definition = definitionOf(Array.isArray(rows) ? (rows as StoredRow[]) : []);
  const byName = new Map(definition.fields.map((field) => [field.name, field]));
  const youare = byName.get(YOUARE_FIELD);
  if (youare?.type !== 'select' || !youare.options.some((o) => o.value === WHISTLEBLOWING_CHOICE))
    return say(req, 'choice');
  for (const name of REPORT_REQUIRED_FIELDS) {
    if (byName.get(name)?.type !== LOCKED_TYPES[name]) return say(req, 'field', { name });
  }
  const shown = new Set(
    visibleFields(definition, { [YOUARE_FIELD]: WHISTLEBLOWING_CHOICE }).map((f) => f.name),
  );
  for (const [name, visible] of Object.entries(REPORT_VISIBLE_FIELDS)) {
    if (byName.has(name) && shown.has(name) !== visible)
      return say(req, 'condition', { name, shown: say(req, visible ? 'shown' : 'hidden') });
  }
  return null;
}

/** The `fields` array's check, on the form named contact (its name as saved or as sent). */
export const validateContactFields = (
  rows: unknown,
  { data, req }: { data: Partial<{ name: unknown }>; req: PayloadRequest },
): string | true => (data?.name === CONTACT_FORM ? (whistleblowingLockProblem(rows, req) ?? true) : true);

/** The `name` field's check: the contact form keeps its name. */
export const validateContactName = (
  value: unknown,
  { previousValue, req }: { previousValue?: unknown; req: PayloadRequest },
): string | true => (previousValue === CONTACT_FORM && value !== CONTACT_FORM ? say(req, 'name') : true);

/** The contact form cannot be deleted: the whistleblowing channel would go with it. */
export const keepContactForm: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const form = await req.payload.findByID({ collection: 'forms', id, depth: 0, req, select: { name: true } });
  if (form?.name === CONTACT_FORM) throw new APIError(say(req, 'delete'), 403, null, true);
};
