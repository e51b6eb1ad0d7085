import { formActionFor, type FormDefinitionInput, type FormOption, type Locale } from '@dav/contract';
import { isSitePath } from '@dav/rules';
import type { Form } from '../payload-types';

/** Selects whose options come from a collection rather than from the definition. */
export const COLLECTION_OPTIONS = { subsidiary: 'subsidiaries', expertise: 'expertises' } as const;
export type OptionSource = keyof typeof COLLECTION_OPTIONS;
export type CollectionOptions = Partial<Record<OptionSource, FormOption[]>>;

const text = (value: string | null | undefined) => (value == null || value.trim() === '' ? null : value);

const sitePathOrNull = (value: string | null) => (value !== null && isSitePath(value) ? value : null);

/** A form document (in one locale) → contract form definition (parsed by the route). */
export function mapForm(
  doc: Form,
  locale: Locale,
  collectionOptions: CollectionOptions,
): FormDefinitionInput {
  return {
    name: doc.name,
    action: formActionFor(doc.action, locale),
    // A value stored before the rule was this strict never reaches a page.
    successTarget: sitePathOrNull(text(doc.successTarget)),
    fields: (doc.fields ?? []).map((field) => {
      const fromCollection =
        field.type === 'select' && Object.hasOwn(COLLECTION_OPTIONS, field.name)
          ? collectionOptions[field.name as OptionSource]
          : undefined;
      const inputName = field.condition?.inputName ?? [];
      return {
        type: field.type,
        name: field.name,
        // Added in another language and not translated yet: named rather than unlabelled.
        label: text(field.label) ?? field.name,
        placeholder: text(field.placeholder),
        value: field.value ?? null,
        options:
          fromCollection ??
          (field.options ?? []).map((option) => ({
            label: text(option.label) ?? option.value,
            value: option.value,
            ...(option.selected ? { selected: true } : {}),
          })),
        min: field.min ?? null,
        max: field.max ?? null,
        step: field.step ?? null,
        messageIfEmpty: text(field.messageIfEmpty),
        messageIfInvalid: text(field.messageIfInvalid),
        messageIfLargeFile: text(field.messageIfLargeFile),
        messageIfSnowden: text(field.messageIfSnowden),
        condition: inputName.length > 0 ? { inputName, isEaquelTo: field.condition?.isEaquelTo ?? [] } : null,
        required: field.required ?? true,
      };
    }),
  };
}
