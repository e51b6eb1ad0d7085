import type { GlobalConfig } from 'payload';
import { validateOptionalHttpUrl } from '../fields/validate-url';
import { siteGlobalDefaults } from './access';

const social = (name: string, label: string) =>
  ({ name, label, type: 'text', validate: validateOptionalHttpUrl }) as const;

/** Social links of the burger menu and the footer; each one shows only when set. */
export const BurgerContent: GlobalConfig = {
  slug: 'burger-content',
  label: 'Social links',
  admin: { group: 'Site' },
  ...siteGlobalDefaults,
  fields: [
    {
      type: 'row',
      fields: [social('facebookUrl', 'Facebook URL'), social('linkedinUrl', 'LinkedIn URL')],
    },
    {
      type: 'row',
      fields: [social('instagramUrl', 'Instagram URL'), social('discordUrl', 'Discord URL')],
    },
  ],
};
