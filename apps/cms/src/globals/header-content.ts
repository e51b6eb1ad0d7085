import type { GlobalConfig } from 'payload';
import { menuLinksField } from '../fields/menu-link';
import { validateOptionalHttpUrl } from '../fields/validate-url';
import { siteGlobalDefaults } from './access';

/** SPEC 2.3 header: the CMS links between "project" and "subsidiaries", and two social icons. */
export const HeaderContent: GlobalConfig = {
  slug: 'header-content',
  label: 'Header',
  admin: { group: 'Site' },
  ...siteGlobalDefaults,
  fields: [
    menuLinksField('links', 'Header links'),
    {
      type: 'row',
      fields: [
        { name: 'linkedinUrl', label: 'LinkedIn URL', type: 'text', validate: validateOptionalHttpUrl },
        { name: 'discordUrl', label: 'Discord URL', type: 'text', validate: validateOptionalHttpUrl },
      ],
    },
  ],
};
