import { hasRole } from '../../access/roles';
import { adminWork } from './admin';
import { complianceWork } from './compliance';
import { editorWork } from './editor';
import { recruiterWork } from './recruiter';
import type { RetentionRun, WorkContext, WorkGroup } from './work';

export type { RetentionRun, WorkContext, WorkGroup, WorkItem } from './work';

/** What waits for each role the user holds (none for the roles they do not). */
export interface RoleWork {
  editor?: WorkGroup[];
  recruiter?: WorkGroup[];
  compliance?: WorkGroup[];
  admin?: { groups: WorkGroup[]; retention: RetentionRun | null };
}

/** Each of the user's roles' work, counted at `context.now` with the user's own access. */
export async function roleWork(context: WorkContext): Promise<RoleWork> {
  const { user } = context;
  const [editor, recruiter, compliance, admin] = await Promise.all([
    hasRole(user, 'editor') ? editorWork(context) : undefined,
    hasRole(user, 'recruiter') ? recruiterWork(context) : undefined,
    hasRole(user, 'compliance') ? complianceWork(context) : undefined,
    hasRole(user, 'admin') ? adminWork(context) : undefined,
  ]);
  return { editor, recruiter, compliance, admin };
}
