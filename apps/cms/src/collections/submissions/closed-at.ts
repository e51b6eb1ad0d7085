import type { Field } from 'payload';

/**
 * When a whistleblowing report's case was closed: the report and its files are erased a set time
 * after (Retention settings; CNIL: a report with no further action within two months of the end
 * of the checks). Until then it is kept, whatever its age. No request writes it (field access):
 * the report's workflow sets it from a hook, which Payload 3.90 runs after field access.
 */
export const closedAt: Field = {
  name: 'closedAt',
  type: 'date',
  index: true,
  access: { create: () => false, update: () => false },
  admin: {
    readOnly: true,
    position: 'sidebar',
    description: 'When the case was closed: the report and its files are erased a set time after.',
  },
};
