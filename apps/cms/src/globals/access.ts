import type { GlobalConfig } from 'payload';
import { canEditContent, isStaff } from '../access/roles';
import { revalidateGlobalAfterChange, type RevalidateTag } from '../hooks/revalidate-web';

/**
 * Every site global: staff read it, admins and editors change it, and a change refreshes what the
 * website shows of it: the global data (`global`), or the content named in `tags`.
 */
export const siteGlobalDefaults = {
  access: { read: isStaff, update: canEditContent },
  hooks: { afterChange: [revalidateGlobalAfterChange(['global'])] },
} satisfies Pick<GlobalConfig, 'access' | 'hooks'>;

export const contentGlobalDefaults = (tags: RevalidateTag[]) =>
  ({
    access: siteGlobalDefaults.access,
    hooks: { afterChange: [revalidateGlobalAfterChange(tags)] },
  }) satisfies Pick<GlobalConfig, 'access' | 'hooks'>;
