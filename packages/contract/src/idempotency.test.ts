import { describe, expect, it } from 'vitest';
import { IdempotencyKeySchema, isIdempotencyKey } from './idempotency';

describe('the idempotency key', () => {
  it('is a UUID as crypto.randomUUID writes it, in either case', () => {
    const key = crypto.randomUUID();
    expect(isIdempotencyKey(key)).toBe(true);
    expect(isIdempotencyKey(key.toUpperCase())).toBe(true);
    expect(IdempotencyKeySchema.safeParse(key).success).toBe(true);
  });

  it('refuses anything else', () => {
    for (const bad of ['', 'abc', `${crypto.randomUUID()}x`, '0123456789abcdef0123456789abcdef', null, 42])
      expect(isIdempotencyKey(bad)).toBe(false);
  });
});
