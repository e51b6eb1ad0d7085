import { z } from 'zod';
import { ErrorResponseSchema } from './errors';

/** Input types of a CMS form field (docs/product.md#forms-definitions). `hidden` fields are sent but never validated (docs/product.md#forms-validation, #calls). */
export const FORM_FIELD_TYPES = [
  'text',
  'email',
  'number',
  'select',
  'checkbox',
  'file',
  'textarea',
  'datepicker',
  'time',
  'hidden',
] as const;
export const FormFieldTypeSchema = z.enum(FORM_FIELD_TYPES);
export type FormFieldType = z.infer<typeof FormFieldTypeSchema>;

/**
 * A choice of a select or checkbox group. docs/product.md#forms-definitions allows `label/value` or `name/value`: the
 * preprocess turns `name` into `label` (an explicit `label` wins) so that consumers only ever
 * see one shape. A preprocess rather than a transform keeps the output representable in JSON Schema.
 */
export const FormOptionSchema = z.preprocess(
  (raw) => {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
    const { name, ...rest } = raw as Record<string, unknown>;
    return 'label' in rest || name === undefined ? rest : { ...rest, label: name };
  },
  z.object({
    label: z.string(),
    value: z.string(),
    /** Pre-selected choice (select options of docs/product.md#forms-definitions). */
    selected: z.boolean().optional(),
  }),
);
export type FormOption = z.output<typeof FormOptionSchema>;

/**
 * Shows a field when a controlling field holds one of `isEaquelTo` (the CMS's spelling, kept on
 * the wire). Several `inputName`s combine with ANY: the contact form's `who` names the four subject
 * fields and shows when any of them is `contact` (docs/product.md#forms-validation).
 */
export const FormConditionSchema = z.object({
  inputName: z.array(z.string().min(1)).min(1),
  /** An empty list never matches, so the field stays hidden. */
  isEaquelTo: z.array(z.string()),
});
export type FormCondition = z.infer<typeof FormConditionSchema>;

const optionalText = z.string().nullable().default(null);
const optionalNumber = z.number().nullable().default(null);

/** One field of a CMS form (docs/product.md#forms-definitions). Omitted optional keys come out as null, [] or true. */
export const FormFieldSchema = z.object({
  type: FormFieldTypeSchema,
  /** Key in the submitted values and in the error map. */
  name: z.string().min(1),
  label: z.string().default(''),
  placeholder: optionalText,
  /** Initial value; for a privacy checkbox it is the link to the legal notice (docs/product.md#forms-definitions). */
  value: optionalText,
  options: z.array(FormOptionSchema).default([]),
  /** Inclusive bounds of a number field, and its step. */
  min: optionalNumber,
  max: optionalNumber,
  step: optionalNumber,
  /** Field messages override the default messages of docs/product.md#forms-validation; null or blank means "use the default". */
  messageIfEmpty: optionalText,
  messageIfInvalid: optionalText,
  messageIfLargeFile: optionalText,
  /** Special text shown for the whistleblowing choice of the contact form; not a validation message. */
  messageIfSnowden: optionalText,
  condition: FormConditionSchema.nullable().default(null),
  /** docs/product.md#forms-states: an input is invalid only if required. Defaults to true, as every docs/product.md#forms-validation rule assumes. */
  required: z.boolean().default(true),
});
export type FormField = z.output<typeof FormFieldSchema>;
/** What a CMS or a fixture may write: optional keys may be left out and options may use `name`. */
export type FormFieldInput = z.input<typeof FormFieldSchema>;

/** An API path, never a full or protocol-relative URL, so a form can only post to our own API. */
const ContractPathSchema = z.string().regex(/^\/(?!\/)/, 'must be a path starting with a single /');

export const FormDefinitionSchema = z
  .object({
    name: z.string().min(1),
    /** The contract path the form posts to, e.g. `/wp-json/api/{locale}/form-coworking`. */
    action: ContractPathSchema,
    /** Where a successful send leads, e.g. `/demande-envoyee?form=coworking`; null stays on the page. */
    successTarget: z.string().nullable().default(null),
    fields: z.array(FormFieldSchema),
  })
  .superRefine((definition, ctx) => {
    // Names key the values and the error map, so a duplicate would make two fields share one slot.
    const seen = new Set<string>();
    definition.fields.forEach((field, index) => {
      if (seen.has(field.name))
        ctx.addIssue({ code: 'custom', path: ['fields', index, 'name'], message: 'duplicate field name' });
      seen.add(field.name);
    });
  });
export type FormDefinition = z.output<typeof FormDefinitionSchema>;
export type FormDefinitionInput = z.input<typeof FormDefinitionSchema>;

/** A rejected submission (400/422): field name → message in the path's language. */
export const FormErrorsSchema = ErrorResponseSchema;
export type FormErrors = z.infer<typeof FormErrorsSchema>;
