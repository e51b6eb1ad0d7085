import type { Access, Where } from 'payload';
import { hasRole } from '../../access/roles';

/** The kind of a whistleblowing report's files (submission-files.kind). */
export const REPORT_FILE_KIND = 'whistleblowing';

/**
 * Who deletes a submission file (issue 18, finding 3): a report's files are evidence, so only
 * the compliance role deletes them; admins delete every other kind (CVs, coworking files).
 * A constraint, not a refusal, so that an admin's bulk DELETE filtered on `kind` finds no report
 * file at all: Payload answers 200 with no document and no error naming one, and a DELETE by id
 * of a report file answers 403 (deleteByID throws Forbidden when a where-access matches nothing).
 */
export const deleteSubmissionFile: Access = ({ req }) => {
  const admin = hasRole(req.user, 'admin');
  const compliance = hasRole(req.user, 'compliance');
  if (admin && compliance) return true;
  if (admin) return { kind: { not_equals: REPORT_FILE_KIND } } satisfies Where;
  if (compliance) return { kind: { equals: REPORT_FILE_KIND } } satisfies Where;
  return false;
};
