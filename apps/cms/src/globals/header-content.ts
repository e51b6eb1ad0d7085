import type { GlobalConfig } from 'payload';
import { menuLinksField } from '../fields/menu-link';
import { validateOptionalHttpUrl } from '../fields/validate-url';
import { siteGlobalDefaults } from './access';

/** Where the header's links come from, said in both places an editor can change them. */
export const HEADER_LINKS_DESCRIPTION =
  'The header shows the links of Menus › Header menu, then these ones (a place listed twice is shown once).';
export const HEADER_MENU_DESCRIPTION =
  'Shown in the header, before the links of Header › Header links (a place listed twice is shown once).';

/** docs/product.md#shell-header header: the CMS links between "project" and "subsidiaries", and two social icons. */
export const HeaderContent: GlobalConfig = {
  slug: 'header-content',
  label: 'Header',
  admin: { group: 'Site' },
  ...siteGlobalDefaults,
  fields: [
    {
      ...menuLinksField('links', 'Header links'),
      admin: { initCollapsed: true, description: HEADER_LINKS_DESCRIPTION },
    },
    {
      type: 'row',
      fields: [
        { name: 'linkedinUrl', label: 'LinkedIn URL', type: 'text', validate: validateOptionalHttpUrl },
        { name: 'discordUrl', label: 'Discord URL', type: 'text', validate: validateOptionalHttpUrl },
      ],
    },
  ],
};
