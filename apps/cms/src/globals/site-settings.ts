import type { GlobalConfig } from 'payload';
import { siteGlobalDefaults } from './access';

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Site' },
  ...siteGlobalDefaults,
  fields: [
    {
      name: 'notFoundImage',
      label: '404 page image',
      type: 'upload',
      relationTo: 'media',
    },
    {
      name: 'shareImage',
      label: 'Default share image',
      type: 'upload',
      relationTo: 'media',
      localized: true,
      admin: {
        description:
          'Shown by social sites and messaging apps for a page without a picture of its own: 1200 × 630 pixels.',
      },
    },
  ],
};
