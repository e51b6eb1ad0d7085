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
  ],
};
