import type { ArrayField } from 'payload';
import { validateOptionalLink } from './validate-url';

/** A plain list of {label, url} (footer columns, buttons, bottom links). */
export function linkListField(name: string, label: string, maxRows?: number): ArrayField {
  return {
    name,
    label,
    type: 'array',
    interfaceName: 'FooterLinks',
    maxRows,
    labels: { singular: 'Link', plural: 'Links' },
    admin: { initCollapsed: true },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'label', type: 'text', localized: true, required: true },
          {
            name: 'url',
            type: 'text',
            localized: true,
            required: true,
            validate: (value: unknown) => (value ? validateOptionalLink(value) : 'Enter the URL'),
          },
        ],
      },
    ],
  };
}
