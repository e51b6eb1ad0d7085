import { z } from 'zod';

/**
 * The answer to an accepted form submission (docs/product.md#calls: "read for a success flag"). Rejections are
 * ErrorResponse: 422 field → message, 403 foreign origin, 404, 409 duplicate, 413, 429.
 */
export const SubmissionAcceptedSchema = z.object({
  success: z.literal(true),
  /**
   * A whistleblowing report's receipt code (16 digits), given once: the only key to its follow-up
   * (docs/product.md#whistleblowing-follow-up). The CMS keeps only a slow hash of it.
   */
  receipt: z
    .string()
    .regex(/^\d{16}$/)
    .optional(),
});
export type SubmissionAccepted = z.infer<typeof SubmissionAcceptedSchema>;
