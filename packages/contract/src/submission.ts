import { z } from 'zod';

/**
 * The answer to an accepted form submission (docs/product.md#calls: "read for a success flag"). Rejections are
 * ErrorResponse: 422 field → message, 403 foreign origin, 404, 409 duplicate, 413, 429.
 */
export const SubmissionAcceptedSchema = z.object({ success: z.literal(true) });
export type SubmissionAccepted = z.infer<typeof SubmissionAcceptedSchema>;
