import { z } from 'zod';

/*
 * A submission's idempotency key (docs/architecture.md#idempotent-submissions): a UUID the
 * browser makes when the visitor sends a form, kept for every retry of that same send (a lost
 * answer, a 5xx, the visitor pressing send again on unchanged values) and replaced once the values
 * change. The CMS stores the send once per key: a repeat gets the first answer, without storing or
 * mailing again. Optional: a post without it is stored as before (no dedup). Checked without zod
 * in the browser (isIdempotencyKey), with zod where the schema is documented.
 */

/** The request header that carries it (RFC draft "The Idempotency-Key HTTP Header Field"). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The field its errors are filed under (400 malformed, 422 reused for different content). */
export const IDEMPOTENCY_KEY_FIELD = 'idempotencyKey';

/** A UUID in its canonical text form (any version; crypto.randomUUID gives v4), either case. */
export const IDEMPOTENCY_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const IdempotencyKeySchema = z.string().regex(IDEMPOTENCY_KEY_PATTERN);

export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && IDEMPOTENCY_KEY_PATTERN.test(value);
}
