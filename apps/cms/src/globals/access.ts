import type { GlobalConfig } from 'payload';
import { canEditContent, isStaff } from '../access/roles';
import { revalidateGlobalAfterChange } from '../hooks/revalidate-web';

/** Every site global: staff read it, admins and editors change it, and a change refreshes the web. */
export const siteGlobalDefaults = {
  access: { read: isStaff, update: canEditContent },
  hooks: { afterChange: [revalidateGlobalAfterChange(['global', 'page'])] },
} satisfies Pick<GlobalConfig, 'access' | 'hooks'>;
