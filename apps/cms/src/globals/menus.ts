import type { GlobalConfig } from 'payload';
import { menuLinksField } from '../fields/menu-link';
import { siteGlobalDefaults } from './access';
import { HEADER_MENU_DESCRIPTION } from './header-content';

/** The four menus of the shell (docs/product.md#data, "Global menus"). Labels are per language. */
export const Menus: GlobalConfig = {
  slug: 'menus',
  label: 'Menus',
  admin: { group: 'Site' },
  ...siteGlobalDefaults,
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Header',
          fields: [
            {
              ...menuLinksField('header', 'Header menu'),
              admin: { initCollapsed: true, description: HEADER_MENU_DESCRIPTION },
            },
          ],
        },
        { label: 'Burger', fields: [menuLinksField('burger', 'Burger menu items')] },
        { label: 'Footer', fields: [menuLinksField('footer', 'Footer menu')] },
        { label: 'Formations', fields: [menuLinksField('formations', 'Formations footer menu')] },
      ],
    },
  ],
};
