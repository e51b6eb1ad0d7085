import type { CollectionConfig, Field } from 'payload';
import { FORM_FIELD_TYPES, isSlug, SLUG_MESSAGE } from '@dav/contract';
import { isSitePath } from '@dav/rules';
import { canEditContent, isAdminField, isStaff } from '../../access/roles';
import { revalidateFormAfterChange, revalidateFormAfterDelete } from './revalidate-form';
import { keepContactForm, validateContactFields, validateContactName } from './whistleblowing-lock';

const FIELD_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_-]*$/;
/** A contract path, optionally with `{locale}` (replaced by the language of the request). */
export const ACTION_PATTERN = /^\/wp-json\/[A-Za-z0-9_\-/{}.]*$/;

const message = (name: string, description: string): Field => ({
  name,
  type: 'text',
  localized: true,
  admin: { description },
});

/**
 * Form definitions (docs/product.md#forms-definitions "Form field definition"), served by GET /wp-json/api/{locale}/forms/{name}.
 * Options of selects named `subsidiary` and `expertise` come from those collections.
 */
export const Forms: CollectionConfig = {
  slug: 'forms',
  labels: { singular: 'Form', plural: 'Forms' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'action', 'updatedAt'], group: 'Forms' },
  // The public reads definitions through /wp-json/*; Payload's own API is for staff.
  access: { read: isStaff, create: canEditContent, update: canEditContent, delete: canEditContent },
  hooks: {
    afterChange: [revalidateFormAfterChange],
    beforeDelete: [keepContactForm],
    afterDelete: [revalidateFormAfterDelete],
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: {
        description: 'Identifies the form on the wire (/wp-json/api/{locale}/forms/<name>), e.g. contact.',
      },
      validate: (value: unknown, options: Parameters<typeof validateContactName>[1]) =>
        isSlug(value) ? validateContactName(value, options) : SLUG_MESSAGE,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'action',
          type: 'text',
          required: true,
          admin: {
            description:
              'Contract path the form posts to; {locale} becomes the language, e.g. /wp-json/api/{locale}/forms/contact.',
          },
          validate: (value: unknown) =>
            typeof value === 'string' && ACTION_PATTERN.test(value)
              ? true
              : 'Enter a path starting with /wp-json/',
        },
        {
          name: 'successTarget',
          type: 'text',
          admin: {
            description:
              'Where a successful send leads, e.g. /demande-envoyee?form=contact. Empty: stay on the page.',
          },
          // The rule of every site path (`/\\evil.com` is another host to a browser's router).
          validate: (value: unknown) =>
            value == null || value === '' || (typeof value === 'string' && isSitePath(value))
              ? true
              : 'Enter a path of this site, starting with a single /',
        },
      ],
    },
    {
      name: 'notifyTo',
      label: 'Notify',
      type: 'array',
      labels: { singular: 'Address', plural: 'Addresses' },
      // Staff addresses are not content: only admins see or change them, and the public
      // definition (map-form.ts) never carries them.
      access: { read: isAdminField, create: isAdminField, update: isAdminField },
      admin: {
        description:
          'Team addresses that get an e-mail for each submission of this form. Whistleblowing reports go to WHISTLEBLOWING_NOTIFY_TO instead, without their content.',
      },
      fields: [{ name: 'email', type: 'email', required: true }],
    },
    {
      name: 'fields',
      type: 'array',
      labels: { singular: 'Field', plural: 'Fields' },
      admin: { initCollapsed: true },
      validate: (rows: unknown, options: Parameters<typeof validateContactFields>[1]) => {
        if (!Array.isArray(rows)) return true;
        const names = rows.map((row) => (row as { name?: unknown }).name);
        const duplicate = names.find((name, index) => names.indexOf(name) !== index);
        if (duplicate !== undefined) return `Two fields are named ${String(duplicate)}`;
        // The whistleblowing choice of the contact form is fixed (whistleblowing-lock.ts).
        return validateContactFields(rows, options);
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'type',
              type: 'select',
              required: true,
              defaultValue: 'text',
              options: FORM_FIELD_TYPES.map((value) => ({ label: value, value })),
            },
            {
              name: 'name',
              type: 'text',
              required: true,
              validate: (value: unknown) =>
                typeof value === 'string' && FIELD_NAME_PATTERN.test(value)
                  ? true
                  : 'Letters, digits, - and _ only',
            },
            { name: 'required', type: 'checkbox', defaultValue: true },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', localized: true },
            { name: 'placeholder', type: 'text', localized: true },
            {
              name: 'value',
              type: 'text',
              // Per language: a privacy checkbox's value is that language's privacy policy.
              localized: true,
              admin: { description: 'Initial value (a privacy checkbox: the link to the legal notice).' },
            },
          ],
        },
        {
          name: 'options',
          type: 'array',
          labels: { singular: 'Option', plural: 'Options' },
          admin: {
            description:
              'Choices of a select or checkbox group. Selects named subsidiary or expertise list those collections instead.',
          },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'label', type: 'text', localized: true, required: true },
                { name: 'value', type: 'text', required: true },
                { name: 'selected', type: 'checkbox', defaultValue: false },
              ],
            },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'min', type: 'number' },
            { name: 'max', type: 'number' },
            { name: 'step', type: 'number' },
          ],
        },
        {
          type: 'collapsible',
          label: 'Messages',
          admin: { initCollapsed: true },
          fields: [
            message('messageIfEmpty', 'Shown when the field is empty. Empty: the default message.'),
            message(
              'messageIfInvalid',
              'Shown when the value is invalid (e-mail, file format…). Empty: the default message.',
            ),
            message('messageIfLargeFile', 'Shown when a file is too large. Empty: the default message.'),
            message('messageIfSnowden', 'Text shown for the whistleblowing choice (contact form).'),
          ],
        },
        {
          name: 'condition',
          type: 'group',
          admin: {
            description:
              'Show this field only when one of the named fields holds one of the values. Empty: always shown.',
          },
          fields: [
            { name: 'inputName', label: 'Field names', type: 'text', hasMany: true },
            { name: 'isEaquelTo', label: 'Values that show it', type: 'text', hasMany: true },
          ],
        },
      ],
    },
  ],
};
