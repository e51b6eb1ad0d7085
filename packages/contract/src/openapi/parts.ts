import { z } from 'zod';
import { ErrorResponseSchema } from '../errors';
import { IDEMPOTENCY_KEY_HEADER } from '../idempotency';
import { LOCALES } from '../locale';
import { SubmissionAcceptedSchema } from '../submission';

/*
 * What the OpenAPI document's operations are made of (../openapi.ts): JSON bodies from the zod
 * schemas, the usual parameters, and the shapes of a multipart submission.
 */

const schema = (s: z.ZodType) => z.toJSONSchema(s, { target: 'draft-2020-12', io: 'output' });

export const localeParam = {
  name: 'locale',
  in: 'path',
  required: true,
  schema: { type: 'string', enum: [...LOCALES] },
} as const;

/** A string path parameter other than the locale (`slug`, `name`). */
export const pathParam = (name: string) => ({ name, in: 'path', required: true, schema: { type: 'string' } });

export const json = (s: z.ZodType, description: string) => ({
  description,
  content: { 'application/json': { schema: schema(s) } },
});

/** The optional `Idempotency-Key` header of a submission (idempotency.ts). */
export const idempotencyKeyParam = {
  name: IDEMPOTENCY_KEY_HEADER,
  in: 'header',
  required: false,
  description:
    'A UUID made when the visitor sends; the same for every retry of that send. A repeat with the same content gets the first answer without being stored or mailed again; with other content, a 422. Without it, every post is stored.',
  schema: { type: 'string', format: 'uuid' },
};

/** A multipart form submission (docs/product.md#calls) and its answers. */
export const submission = (summary: string, parameters: object[]) => ({
  summary,
  parameters: [...parameters, idempotencyKeyParam],
  requestBody: {
    required: true,
    description: 'The visible fields of the form definition (files as parts), plus its hidden fields',
    content: { 'multipart/form-data': { schema: { type: 'object', additionalProperties: true } } },
  },
  responses: {
    '200': json(
      SubmissionAcceptedSchema,
      'Stored (or silently dropped as a bot); a repeat of an idempotency key: the first answer again',
    ),
    '400': json(ErrorResponseSchema, 'Malformed Idempotency-Key (not a UUID), or not multipart'),
    '403': json(ErrorResponseSchema, 'Origin missing, null or foreign'),
    '404': json(ErrorResponseSchema, 'Unknown form or locale'),
    '413': json(ErrorResponseSchema, 'Body too large'),
    '422': json(
      ErrorResponseSchema,
      'Invalid fields: field → message in the path language; or an Idempotency-Key already used for other content',
    ),
    '429': json(ErrorResponseSchema, 'Too many submissions from this address'),
  },
});

export const multipart = (description: string) => ({
  required: true,
  description,
  content: { 'multipart/form-data': { schema: { type: 'object', additionalProperties: true } } },
});
