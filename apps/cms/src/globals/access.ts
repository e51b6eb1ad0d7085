import type { GlobalConfig } from 'payload';
import { canEditContent, isStaff } from '../access/roles';
import { revalidateGlobalAfterChange, type RevalidateTag } from '../hooks/revalidate-web';
import { globalDrafts } from '../access/drafts';

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

/**
 * A content global edited as drafts with autosave (access/drafts.ts), the coworking page and
 * the day at DAV: the site shows what is published, and only publishing refreshes it.
 */
export const draftGlobalDefaults = (tags: RevalidateTag[]) =>
  ({
    access: siteGlobalDefaults.access,
    versions: globalDrafts.versions,
    hooks: {
      beforeOperation: globalDrafts.beforeOperation,
      afterChange: [revalidateGlobalAfterChange(tags)],
    },
  }) satisfies Pick<GlobalConfig, 'access' | 'hooks' | 'versions'>;
