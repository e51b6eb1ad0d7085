import type { GlobalConfig } from 'payload';
import { linkListField } from '../fields/link-list';
import { validateOptionalLink } from '../fields/validate-url';
import { siteGlobalDefaults } from './access';

/** docs/product.md#shell-footer footer content. Social URLs come from the "Social links" global. */
export const FooterContent: GlobalConfig = {
  slug: 'footer-content',
  label: 'Footer',
  admin: { group: 'Site' },
  ...siteGlobalDefaults,
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Call to action',
          fields: [
            { name: 'surtitle', type: 'text', localized: true },
            { name: 'title', type: 'text', localized: true },
            {
              type: 'row',
              fields: [
                { name: 'label', type: 'text', localized: true },
                { name: 'link', type: 'text', localized: true, validate: validateOptionalLink },
              ],
            },
            { name: 'description', type: 'textarea', localized: true },
          ],
        },
        {
          label: 'Links',
          fields: [
            {
              name: 'columns',
              type: 'array',
              labels: { singular: 'Column', plural: 'Columns' },
              fields: [
                { name: 'title', type: 'text', localized: true, required: true },
                linkListField('links', 'Links'),
              ],
            },
            linkListField('buttons', 'Buttons'),
            linkListField('links', 'Bottom links'),
          ],
        },
        {
          label: 'Images',
          fields: [
            {
              name: 'logos',
              label: 'Certification logos',
              type: 'array',
              maxRows: 2,
              labels: { singular: 'Logo', plural: 'Logos' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'image', type: 'upload', relationTo: 'media', required: true },
                    { name: 'url', type: 'text', localized: true, validate: validateOptionalLink },
                  ],
                },
              ],
            },
            {
              name: 'backgrounds',
              label: 'Background images (rotated weekly)',
              type: 'upload',
              relationTo: 'media',
              hasMany: true,
              maxRows: 6,
            },
          ],
        },
      ],
    },
  ],
};
