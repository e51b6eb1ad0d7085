/** Whose a `submission-files` row is: who may read it follows (./index.ts, readSubmissionFile). */
export const SUBMISSION_FILE_KINDS = ['contact', 'whistleblowing', 'coworking', 'application'] as const;
export type SubmissionFileKind = (typeof SUBMISSION_FILE_KINDS)[number];

/** The kind of the files each collection that holds submissions stores with its documents. */
export const FILE_KIND = {
  'contact-requests': 'contact',
  'whistleblowing-reports': 'whistleblowing',
  'coworking-requests': 'coworking',
  // The day booking has no file field; its readers are the coworking ones.
  'day-requests': 'coworking',
  applications: 'application',
} as const satisfies Record<string, SubmissionFileKind>;

export type FileHolder = keyof typeof FILE_KIND;
