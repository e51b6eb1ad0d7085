import type { Access, GlobalConfig } from 'payload';
import { SUBMISSION_RETENTION_MONTHS } from '@dav/rules';
import { CONTACT_READERS, COWORKING_READERS, hasRole, isAdmin } from '../access/roles';

/** Whoever reads one kind of submission may read how long it is kept. */
const readsSomeSubmission: Access = ({ req }) =>
  hasRole(req.user, ...CONTACT_READERS, ...COWORKING_READERS, 'compliance');

const months = (name: string, defaultValue: number, description: string) =>
  ({
    name,
    type: 'number',
    required: true,
    min: 1,
    max: 120,
    defaultValue,
    admin: { description, step: 1 },
  }) as const;

/**
 * How long each kind of submission is kept (docs/product.md#submissions-storage): the nightly job
 * (retention/) erases what is due, with its files. Applications and skills tests keep their periods
 * in Recruitment settings. Admins only change them.
 */
export const RetentionSettings: GlobalConfig = {
  slug: 'retention-settings',
  label: 'Retention settings',
  admin: {
    group: 'Administration',
    description:
      'Each kind of submission is erased with its files after these periods (a daily job). Applications and skills tests: Recruitment settings.',
  },
  access: { read: readsSomeSubmission, update: isAdmin },
  fields: [
    months(
      'contactMonths',
      SUBMISSION_RETENTION_MONTHS.contact,
      'A contact request, from the day it was sent.',
    ),
    months(
      'coworkingMonths',
      SUBMISSION_RETENTION_MONTHS.coworking,
      'A coworking request, from the day it was sent.',
    ),
    months('dayMonths', SUBMISSION_RETENTION_MONTHS.day, 'A day-at-DAV request, from the day it was sent.'),
    months(
      'closedReportMonths',
      SUBMISSION_RETENTION_MONTHS.closedReport,
      'A whistleblowing report, from the day its case was closed. An open case is kept.',
    ),
  ],
};
