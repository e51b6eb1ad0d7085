import { z } from 'zod';

/** 400/422: field → message, in the path's language. Other errors carry one message. Never a stack. */
export const ErrorResponseSchema = z.object({
  errors: z.record(z.string(), z.string()),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
