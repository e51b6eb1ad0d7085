import type { GlobalConfig } from 'payload';
import { validateOptionalHttpUrl } from '../fields/validate-url';
import { draftGlobalDefaults } from './access';

const rate = (name: string, label: string) =>
  ({
    name,
    label,
    type: 'number',
    min: 0,
    admin: { description: 'Euros excl. VAT, per person. 0: no price shown.' },
  }) as const;

/** The coworking page and its request form (docs/product.md#coworking-request "Coworking content"), GET /wp-json/api/{locale}/coworking. */
export const Coworking: GlobalConfig = {
  slug: 'coworking',
  label: 'Coworking',
  admin: { group: 'Content' },
  // The coworking screen reads it apart from the global data (coworking:{locale} tags).
  ...draftGlobalDefaults(['coworking']),
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Rates and form',
          fields: [
            {
              type: 'row',
              fields: [
                rate('dayRatePrice', 'Day rate'),
                rate('weekRatePrice', 'Week rate'),
                rate('monthRatePrice', 'Month rate'),
              ],
            },
            { name: 'formTitle', type: 'text', localized: true },
            { name: 'formMessage', type: 'textarea', localized: true },
          ],
        },
        {
          label: 'Page',
          fields: [
            {
              name: 'presentation',
              type: 'group',
              fields: [
                { name: 'title', type: 'text', localized: true },
                { name: 'text', type: 'textarea', localized: true },
              ],
            },
            { name: 'gallery', type: 'upload', relationTo: 'media', hasMany: true },
            {
              name: 'details',
              type: 'array',
              labels: { singular: 'Detail', plural: 'Details' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'label', type: 'text', localized: true, required: true },
                    { name: 'text', type: 'text', localized: true, required: true },
                  ],
                },
              ],
            },
            { name: 'address', label: 'Street address', type: 'textarea' },
            {
              name: 'itineraryUrl',
              label: 'Itinerary link',
              type: 'text',
              validate: validateOptionalHttpUrl,
            },
          ],
        },
      ],
    },
  ],
};
